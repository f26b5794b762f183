import { initialFormState, formSlice } from '@/features/auction-form/state/form-slice';
import { softReset } from '@/features/auction-form/state/shared-actions';
import { shouldSoftReset, softResetForm } from '@/features/auction-form/rules/soft-reset';

describe('shouldSoftReset', () => {
  it.each([
    ['first pick, on step one', { maxStepNumber: 1, categoryId: null, nextCategoryId: 101 }, false],
    [
      'first pick after the route (edit loaded without one)',
      { maxStepNumber: 3, categoryId: null, nextCategoryId: 101 },
      false,
    ],
    [
      'same category again past step one',
      { maxStepNumber: 3, categoryId: 101, nextCategoryId: 101 },
      false,
    ],
    [
      'another category before going past step one',
      { maxStepNumber: 1, categoryId: 101, nextCategoryId: 102 },
      false,
    ],
    [
      'another category past step one',
      { maxStepNumber: 2, categoryId: 101, nextCategoryId: 102 },
      true,
    ],
    [
      'another category from the summary',
      { maxStepNumber: 4, categoryId: 101, nextCategoryId: 501 },
      true,
    ],
  ])('%s: %s', (_name, facts, expected) => {
    expect(shouldSoftReset(facts)).toBe(expected);
  });
});

describe('softResetForm', () => {
  const typed = {
    ...initialFormState('edit'),
    step: 'categorySelection' as const,
    maxStepNumber: 4,
    returnToStep: 'summary' as const,
    transportDateRange: 'week' as const,
    isTitleEnteredByUser: true,
    isTotalWeightEditedByUser: true,
    isFormCorrect: true,
    finalValidators: ['title'],
    estimateFor: 'key',
  };

  it('forgets what the customer typed for the old category: the flags go, the title is suggested again', () => {
    expect(softResetForm(typed)).toEqual({
      ...typed,
      returnToStep: null,
      isTitleEnteredByUser: false,
      isTotalWeightEditedByUser: false,
      isFormCorrect: false,
      finalValidators: [],
      estimateFor: null,
    });
  });

  it('is what the form slice does on a soft reset (step, mode, dates range kept)', () => {
    expect(formSlice.reducer(typed, softReset())).toEqual(softResetForm(typed));
  });
});
