import { useTranslation } from 'react-i18next';
import controls from '@/core/ui/controls.module.css';
import type { FieldError } from '@/features/auction-form/rules/field-errors';
import { fieldDomId } from '@/features/auction-form/rules/details-validation';
import { SUMMARY_NAMESPACE } from './summary-format';
import { useEditStep } from './use-edit-step';
import styles from './summary.module.css';

/** A 422's errors: the server's message, where (which item), and a link to the step with the field focused. */
export function FieldErrorList({ errors }: { errors: FieldError[] }) {
  const { t } = useTranslation(SUMMARY_NAMESPACE);
  const edit = useEditStep();
  return (
    <ul className={styles.problemList}>
      {errors.map((error) => (
        <li key={error.path} className={styles.problem} data-field-error={error.path}>
          <span>
            {error.itemIndex !== null && (
              <strong>{t('serverErrors.item', { number: error.itemIndex + 1 })} </strong>
            )}
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
