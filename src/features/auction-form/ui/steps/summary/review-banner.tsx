import { useFormEnvironment } from '../../environment-context';
import styles from './review-banner.module.css';
import { Stars } from './stars';
import { formatNumber } from './summary-format';
import { useSummaryT } from './summary-t';

const POINTS = ['free', 'verified', 'savings'] as const;

function PointIcon({ point }: { point: (typeof POINTS)[number] }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {point === 'free' && <path d="M5 12.5l4.5 4.5L19 7.5" />}
      {point === 'verified' && (
        <>
          <path d="M12 3l7 3v5c0 4.6-3 8.4-7 10-4-1.6-7-5.4-7-10V6z" />
          <path d="M8.8 12.2l2.3 2.3 4.3-4.6" />
        </>
      )}
      {point === 'savings' && (
        <>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M14.8 9.2c-.6-.9-1.6-1.4-2.8-1.4-1.6 0-2.8.9-2.8 2.1 0 2.9 5.8 1.4 5.8 4.2 0 1.2-1.2 2.1-3 2.1-1.3 0-2.4-.6-3-1.5M12 6v1.8M12 16.2V18" />
        </>
      )}
    </svg>
  );
}

/** The summary's bottom banner (spec section 2): three selling points and, when configured, the review rating. */
export function ReviewBanner() {
  const { t } = useSummaryT();
  const { config, locale } = useFormEnvironment();
  const { reviewRating: rating, reviewCount: count } = config;
  const ratingText = rating !== undefined ? formatNumber(rating, locale, 1) : undefined;

  return (
    <aside className={styles.banner} aria-label={t('banner.label')}>
      <ul className={styles.points}>
        {POINTS.map((point) => (
          <li key={point} className={styles.point}>
            <PointIcon point={point} />
            <span className={styles.pointText}>
              <strong className={styles.pointTitle}>{t(`banner.${point}.title`)}</strong>
              <span className={styles.pointBody}>{t(`banner.${point}.text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      {ratingText !== undefined && (
        <div className={styles.rating}>
          <Stars rating={rating ?? 0} label={t('banner.rating', { rating: ratingText })} />
          <span className={styles.ratingValue} aria-hidden="true">
            {ratingText}
          </span>
          {count !== undefined && (
            <span className={styles.ratingCount}>
              {t('banner.reviews', { count, formatted: formatNumber(count, locale, 0) })}
            </span>
          )}
        </div>
      )}
    </aside>
  );
}
