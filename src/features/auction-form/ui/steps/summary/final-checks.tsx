import type { Ref } from 'react';
import controls from '@/core/ui/controls.module.css';
import { CHECK_STEPS, type FinalCheck } from '@/features/auction-form/rules/final-validators';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';
import { useEditStep } from './use-edit-step';

/** The final validators that failed, each with a link to the step that fixes it. */
export function FinalChecks({ checks, ref }: { checks: FinalCheck[]; ref?: Ref<HTMLDivElement> }) {
  const { t } = useSummaryT();
  const edit = useEditStep();
  return (
    <div ref={ref} className={styles.problems} role="alert" tabIndex={-1}>
      <p className={styles.problemsTitle}>{t('checks.heading')}</p>
      <ul className={styles.problemList}>
        {checks.map((check) => (
          <li key={check} className={styles.problem} data-final-check={check}>
            <span>{t(`checks.${check}`)}</span>
            <button
              type="button"
              className={`${controls.link} ${styles.fixLink}`}
              onClick={() => edit(CHECK_STEPS[check])}
            >
              {t('checks.goTo', { step: t(`steps.${CHECK_STEPS[check]}`) })}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
