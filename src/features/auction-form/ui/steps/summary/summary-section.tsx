import type { ReactNode } from 'react';
import { useId } from 'react';
import controls from '@/core/ui/controls.module.css';
import {
  STEP_OF_SECTION,
  type SummarySectionName,
} from '@/features/auction-form/model/summary-sections';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';
import { useEditStep } from './use-edit-step';

export interface SummarySectionProps {
  name: SummarySectionName;
  children: ReactNode;
}

/**
 * One part of the request as couriers will read it, with a way back to the step where its fields
 * are filled in.
 */
export function SummarySection({ name, children }: SummarySectionProps) {
  const { t } = useSummaryT();
  const title = t(`sections.${name}`);
  const step = STEP_OF_SECTION[name];
  const edit = useEditStep();
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id} data-summary-section={name}>
      <div className={styles.sectionHead}>
        <h2 id={id} className={styles.sectionTitle}>
          {title}
        </h2>
        <button type="button" className={styles.edit} onClick={() => edit(step)}>
          {t('edit')}
          <span className={controls.visuallyHidden}>: {title}</span>
        </button>
      </div>
      <div className={styles.sectionBody}>{children}</div>
    </section>
  );
}
