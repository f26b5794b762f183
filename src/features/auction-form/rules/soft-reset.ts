import type { Step } from '../model/steps';

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

/** The fields of the form state (state/form-slice.ts) a soft reset clears. */
export interface SoftResetFormFields {
  returnToStep: Step | null;
  isTitleEnteredByUser: boolean;
  isTotalWeightEditedByUser: boolean;
  isFormCorrect: boolean;
  finalValidators: string[];
  estimateFor: string | null;
}

/**
 * The form-state half of the soft reset: what the customer typed for the old
 * category is gone, so the "typed by you" flags go too (the title is
 * suggested again, the total weight is derived again), with the return-to
 * step (the details must be filled again), the failed checks and the estimate.
 * The step, the mode and the dates' range stay: dates are kept.
 */
export const softResetForm = <F extends SoftResetFormFields>(form: F): F => ({
  ...form,
  returnToStep: null,
  isTitleEnteredByUser: false,
  isTotalWeightEditedByUser: false,
  isFormCorrect: false,
  finalValidators: [],
  estimateFor: null,
});
