import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import type { LoadFailure } from '../../state/session-slice';
import styles from './load-error.module.css';

/** What the customer sees when start-up fails: what did not load, and a retry. */
export function LoadError({
  failure,
  onRetry,
}: {
  failure: Exclude<LoadFailure, null>;
  onRetry: () => void;
}) {
  const { t } = useTranslation('auction-form');
  return (
    <div className={styles.error} role="alert">
      <p className={styles.text}>{t(`errors.${failure}`)}</p>
      <button type="button" className={controls.button} onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
