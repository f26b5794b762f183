import styles from './review-banner.module.css';

const STAR = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

function Row({ className }: { className: string | undefined }) {
  return (
    <span className={className} aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} className={styles.star} viewBox="0 0 24 24" focusable="false">
          <path d={STAR} />
        </svg>
      ))}
    </span>
  );
}

/** Five stars filled to the rating (to a tenth); the picture carries its meaning as text. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = `${Math.max(0, Math.min(5, rating)) * 20}%`;
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      <Row className={styles.empty} />
      <span className={styles.filledClip} style={{ width: filled }}>
        <Row className={styles.filled} />
      </span>
    </span>
  );
}
