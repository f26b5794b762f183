import { memo } from 'react';
import type { FieldProblem } from '@/features/auction-form/rules/field-validators';
import styles from './details.module.css';
import { useProblemText } from './problem-text';

/** An error or a warning under a field; warnings look different and say they do not block. */
export const FieldMessage = memo(function FieldMessage({
  id,
  problem,
}: {
  id: string;
  problem: FieldProblem | null;
}) {
  const text = useProblemText();
  if (!problem) return null;
  const warning = problem.level === 'warning';
  return (
    <p id={id} className={warning ? styles.warning : styles.error} data-level={problem.level}>
      <span className={styles.messageIcon} aria-hidden="true">
        {warning ? '!' : '×'}
      </span>
      <span>{text(problem)}</span>
    </p>
  );
});
