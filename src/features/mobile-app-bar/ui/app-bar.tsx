import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { useBottomSpace } from '@/core/ui/use-bottom-space';
import styles from './app-bar.module.css';
import type { AppBarProps } from './mount-ui';

/** Five stars filled to the rating; the number itself is read out instead. */
function Stars({ rating }: { rating: number }) {
  const percent = Math.round((rating / 5) * 100);
  return (
    <span className={styles.stars} aria-hidden="true">
      ★★★★★
      <span className={styles.starsFilled} style={{ width: `${percent}%` }}>
        ★★★★★
      </span>
    </span>
  );
}

/** The promo bar for the native app: a fixed strip at the bottom of a phone screen. */
export function AppBar({ config, platform, storeUrl, close }: AppBarProps) {
  const { t, i18n } = useTranslation('mobile-app-bar');
  const [open, setOpen] = useState(true);
  // The bar covers the bottom of the screen: the form's submit and the notifications sheet make room.
  const barRef = useBottomSpace('app-bar');
  if (!open) return null;
  const rating = config.rating;
  const formattedRating =
    rating === undefined
      ? ''
      : new Intl.NumberFormat(i18n.language, {
          maximumFractionDigits: 1,
          minimumFractionDigits: 1,
        }).format(rating);

  return (
    <div
      ref={barRef}
      role="region"
      aria-label={t('region')}
      className={styles.bar}
      data-nosnippet=""
    >
      <button
        type="button"
        className={`${controls.iconButton} ${styles.close}`}
        aria-label={t('close')}
        onClick={() => {
          close();
          setOpen(false);
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      {config.iconUrl && (
        <img className={styles.icon} src={config.iconUrl} alt="" width={40} height={40} />
      )}
      <div className={styles.text}>
        <p className={styles.name}>{config.appName}</p>
        {rating !== undefined && (
          <p className={styles.rating}>
            <Stars rating={rating} />
            <span className={controls.visuallyHidden}>
              {t('rating', { rating: formattedRating })}
            </span>
            <span aria-hidden="true"> {formattedRating}</span>
            {config.ratingCount !== undefined && (
              <span> · {t('ratings', { count: config.ratingCount })}</span>
            )}
          </p>
        )}
        <p className={styles.store}>{t(platform === 'android' ? 'storeAndroid' : 'storeIos')}</p>
      </div>
      <a className={`${controls.button} ${styles.cta}`} href={storeUrl} rel="noopener">
        {t('cta')}
      </a>
    </div>
  );
}
