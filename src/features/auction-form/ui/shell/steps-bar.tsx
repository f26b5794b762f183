import { useTranslation } from 'react-i18next';
import { FORM_NAMESPACE } from '@/features/auction-form/model/namespaces';
import { STEPS, stepNumber, type Step } from '../../model/steps';
import { selectMaxStepNumber, selectStep } from '../../state/navigation/form-slice';
import { useAppSelector } from '../hooks';
import { useStepNavigation } from '../navigation/use-step-navigation';
import styles from './steps-bar.module.css';

type StepState = 'active' | 'completed' | 'upcoming';

const stateOf = (step: Step, current: Step): StepState => {
  const delta = stepNumber(step) - stepNumber(current);
  return delta === 0 ? 'active' : delta < 0 ? 'completed' : 'upcoming';
};

/**
 * Where the customer is among the four steps. Hidden on the category step,
 * and on the summary below 992 px where the screen needs the room. Steps
 * already reached are links back to them.
 */
/** `inert`: another tab holds the draft, so no step is chosen from here. */
export function StepsBar({ inert = false }: { inert?: boolean }) {
  const { t } = useTranslation(FORM_NAMESPACE);
  const { goTo } = useStepNavigation();
  const step = useAppSelector(selectStep);
  const maxStep = useAppSelector(selectMaxStepNumber);
  if (!step || step === 'categorySelection') return null;

  return (
    <nav
      className={step === 'summary' ? styles.desktopOnly : styles.bar}
      aria-label={t('steps.label')}
      inert={inert}
    >
      <ol className={styles.list}>
        {STEPS.map((item) => {
          const state = stateOf(item, step);
          const reachable = state !== 'active' && stepNumber(item) <= maxStep;
          const label = (
            <>
              <span className={styles.number} aria-hidden="true">
                {state === 'completed' ? '✓' : stepNumber(item)}
              </span>
              <span className={styles.name}>{t(`steps.${item}`)}</span>
              {state === 'completed' && (
                <span className={styles.hidden}> ({t('steps.completed')})</span>
              )}
            </>
          );
          return (
            <li
              key={item}
              className={styles[state]}
              data-step-state={state}
              aria-current={state === 'active' ? 'step' : undefined}
            >
              {reachable ? (
                <button type="button" className={styles.link} onClick={() => goTo(item)}>
                  {label}
                </button>
              ) : (
                <span className={styles.static}>{label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
