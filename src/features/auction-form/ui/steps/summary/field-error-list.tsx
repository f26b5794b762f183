import { useEffect, useRef } from 'react';
import controls from '@/core/ui/controls.module.css';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { fieldLabelOf, type FieldError } from '@/features/auction-form/rules/field-errors';
import { useSummaryT } from './summary-t';
import styles from './summary.module.css';
import { useEditStep } from './use-edit-step';

/** A 422's errors: the server's message, where (which item and field), and a link to the step with the field focused. */
export function FieldErrorList({ errors }: { errors: FieldError[] }) {
  const { t } = useSummaryT();
  const edit = useEditStep();
  const first = useRef<HTMLLIElement>(null);
  // A new answer's first field gets the focus: a keyboard or screen-reader user starts at what to fix.
  useEffect(() => {
    const target = first.current?.querySelector('button') ?? first.current;
    target?.focus();
  }, [errors]);
  const where = (error: FieldError): string | null => {
    const label = fieldLabelOf(error);
    const field = label ? t(`serverErrors.fields.${label}`) : null;
    if (error.itemIndex === null) return field ? t('serverErrors.field', { field }) : null;
    const number = error.itemIndex + 1;
    return field
      ? t('serverErrors.itemField', { number, field })
      : t('serverErrors.item', { number });
  };
  return (
    <ul className={styles.problemList}>
      {errors.map((error, index) => (
        <li
          key={error.path}
          ref={index === 0 ? first : undefined}
          // Focusable only from script, for an error with no link to its step.
          tabIndex={index === 0 && !error.step ? -1 : undefined}
          className={styles.problem}
          data-field-error={error.path}
        >
          <span>
            {where(error) && <strong>{where(error)} </strong>}
            {error.message}
          </span>
          {error.step && (
            <button
              type="button"
              className={`${controls.link} ${styles.fixLink}`}
              onClick={() =>
                error.step &&
                edit(
                  error.step,
                  error.step === 'shippingDetails'
                    ? fieldDomId(error.itemKey, error.field)
                    : undefined,
                )
              }
            >
              {t('checks.goTo', { step: t(`steps.${error.step}`) })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
