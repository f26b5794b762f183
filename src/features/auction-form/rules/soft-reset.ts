import type { FormState } from '../store/form-slice';

export interface CategoryChange {
  maxStepNumber: number;
  categoryId: number | null;
  nextCategoryId: number;
}

/**
 * Spec section 2: "changing the category after going past step one resets the
 * soft form data". A first pick, or the same category again, keeps it.
 */
export const shouldSoftReset = (change: CategoryChange): boolean =>
  change.maxStepNumber > 1 &&
  change.categoryId !== null &&
  change.categoryId !== change.nextCategoryId;

/**
 * The form-state half of the soft reset: what the customer typed for the old
 * category is gone, so the "typed by you" flags go too (the title is
 * suggested again, the total weight is derived again), with the return-to
 * step (the details must be filled again), the failed checks and the estimate.
 * The step, the mode and the dates' range stay: dates are kept.
 */
export const softResetForm = (form: FormState): FormState => ({
  ...form,
  returnToStep: null,
  isTitleEnteredByUser: false,
  isTotalWeightEditedByUser: false,
  isFormCorrect: false,
  finalValidators: [],
  estimateFor: null,
});
