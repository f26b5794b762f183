import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { useReleaseFirstScreenRoom } from './first-screen-room';
import styles from './load-error.module.css';

/** What a render error leaves: a message and a way to try again. */
export function FormCrashed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation(FORM_NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);
  useReleaseFirstScreenRoom(ref, () => true); // the message stands where the first screen would
  return (
    <div ref={ref} className={styles.error} role="alert" data-failure-kind="crash">
      <p className={styles.text}>{t('errors.crashed')}</p>
      <button type="button" className={controls.button} onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
