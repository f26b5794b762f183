import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from '../../rules/field-validators';

export const DETAILS_NS = 'auction-form-details';

/**
 * A problem's message in the page language. The API's own message map is in
 * the API's language only (and may be missing), so the translated message of
 * the type and key is shown; a key with no translation gets the translated
 * "Something is wrong". Warnings have wording of their own.
 */
export function useProblemText(): (problem: FieldProblem) => string {
  const { t } = useTranslation(DETAILS_NS);
  return useCallback(
    (problem: FieldProblem) => {
      const values = { ...problem.params };
      const fallback = t('validators.default');
      const error = t(`validators.${problem.type}.${problem.key}`, {
        ...values,
        defaultValue: fallback,
      });
      return problem.level === 'warning'
        ? t(`warnings.${problem.type}.${problem.key}`, { ...values, defaultValue: error })
        : error;
    },
    [t],
  );
}
