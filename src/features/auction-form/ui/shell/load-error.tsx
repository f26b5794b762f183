import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import type { LoadFailure } from '../../state/store/session-slice';
import styles from './load-error.module.css';

/**
 * What the customer sees when start-up fails, while the full notice's texts load: what did not
 * load, and the way out (a login for an ended session, else a retry).
 */
export function LoadError({
  failure,
  onRetry,
  onLogin,
}: {
  failure: Exclude<LoadFailure, null>;
  onRetry: () => void;
  /** Given for a refused session (401, the login page). */
  onLogin?: () => void;
}) {
  const { t } = useTranslation(FORM_NAMESPACE);
  return (
    <div className={styles.error} role="alert">
      <p className={styles.text}>{t(`errors.${failure}`)}</p>
      {onLogin ? (
        <button type="button" className={controls.button} onClick={onLogin}>
          {t('errors.login')}
        </button>
      ) : (
        <button type="button" className={controls.button} onClick={onRetry}>
          {t('errors.retry')}
        </button>
      )}
    </div>
  );
}
