import { useCallback } from 'react';
import { type FieldProblem } from '@/features/auction-form/rules/field-validators';
import { formatLimit, validatorMessage } from '@/features/auction-form/rules/validator-messages';
import { useDetailsT } from './details-t';

/**
 * A problem's message in the page language: the validator's own message for
 * the page's locale when its map has one (validatorMessage: the locale, then
 * English); else the translated message of the type and key (warnings have
 * wording of their own); a key with no translation gets the translated
 * "Something is wrong".
 */
export function useProblemText(): (problem: FieldProblem) => string {
  const { t, i18n } = useDetailsT();
  return useCallback(
    (problem: FieldProblem) => {
      const own = validatorMessage(problem, i18n.language);
      if (own !== null) return own;
      const values = Object.fromEntries(
        Object.entries(problem.params).map(([name, value]) => [
          name,
          formatLimit(value, i18n.language),
        ]),
      );
      const fallback = t('validators.default');
      const error = t(`validators.${problem.type}.${problem.key}`, {
        ...values,
        defaultValue: fallback,
      });
      return problem.level === 'warning'
        ? t(`warnings.${problem.type}.${problem.key}`, { ...values, defaultValue: error })
        : error;
    },
    [t, i18n.language],
  );
}
