import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import styles from './load-error.module.css';

/** What a render error leaves: a message and a way to try again. */
export function FormCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('auction-form');
  return (
    <div className={styles.error} role="alert" data-failure-kind="crash">
      <p className={styles.text}>{t('errors.crashed')}</p>
      <button type="button" className={controls.button} onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
