import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { selectStep } from '../../state/navigation/form-slice';
import { useAppSelector } from '../hooks';
import { useStepNavigation } from '../navigation/use-step-navigation';
import styles from './step-placeholder.module.css';

/** A screen that is not built yet: it says so, and the navigation around it still works. */
export function StepPlaceholder({ name }: { name: string }) {
  const { t } = useTranslation(FORM_NAMESPACE);
  const { back, next } = useStepNavigation();
  const step = useAppSelector(selectStep);
  return (
    <section className={styles.placeholder} data-step-placeholder={name}>
      <p className={styles.text}>{t('placeholder.comingSoon')}</p>
      <div className={styles.actions}>
        <button type="button" className={controls.secondary} onClick={() => back()}>
          {t('actions.back')}
        </button>
        {step !== 'summary' && (
          <button type="button" className={controls.button} onClick={() => next()}>
            {t('actions.next')}
          </button>
        )}
      </div>
    </section>
  );
}
