import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import styles from './loader.module.css';

/** Shown while the step is unset or something loads; over the screen once one is showing. */
export function Loader({ overlay = false }: { overlay?: boolean }) {
  const { t } = useTranslation(FORM_NAMESPACE);
  return (
    <div className={overlay ? styles.overlay : styles.inline} role="status" data-form-loader="">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>{t('loading')}</span>
    </div>
  );
}
