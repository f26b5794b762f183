import type { FormMode, Step } from '../model/steps';

/**
 * The translation keys for the header, most specific first (spec section 2):
 * on the details step a header for the category (then its main category)
 * wins when the locale has one; otherwise the header of the step and mode.
 */
export function headlineKeys(
  step: Step,
  mode: FormMode,
  categorySlugs: readonly string[] = [],
): string[] {
  const generic = `headline.${mode}.${step}`;
  if (step !== 'shippingDetails') return [generic];
  return [...categorySlugs.map((slug) => `headline.detailsByCategory.${slug}`), generic];
}
