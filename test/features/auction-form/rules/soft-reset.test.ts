// @vitest-environment node
import { emptyItem } from '@/features/auction-form/model/item';
import {
  shouldSoftReset,
  softResetForm,
  softResetLoses,
  undoSoftResetForm,
} from '@/features/auction-form/rules/soft-reset';
import { initialFormState, formSlice } from '@/features/auction-form/state/navigation/form-slice';
import { softReset } from '@/features/auction-form/state/store/shared-actions';

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

describe('undoSoftResetForm', () => {
  const before = {
    returnToStep: 'summary' as const,
    isTitleEnteredByUser: true,
    isTotalWeightEditedByUser: true,
    isFormCorrect: true,
    finalValidators: ['title'],
    estimateFor: 'key',
  };
  const reset = softResetForm({
    ...initialFormState('edit'),
    ...before,
    step: 'categorySelection' as const,
    maxStepNumber: 3,
    transportDateRange: 'flex' as const,
  });
  it.each([
    ['right after the reset', reset, {}],
    ['on the route step now', { ...reset, step: 'route' as const }, { step: 'route' }],
    [
      'a dates range chosen since',
      { ...reset, transportDateRange: 'week' as const },
      { transportDateRange: 'week' },
    ],
    ['further steps reached since', { ...reset, maxStepNumber: 4 }, { maxStepNumber: 4 }],
  ] as const)('%s: the cleared fields come back, the rest is as now', (_label, current, now) => {
    expect(undoSoftResetForm(current, before)).toEqual({ ...reset, ...before, ...now });
  });
});

describe('softResetLoses', () => {
  const nothing = { items: [emptyItem('a')], pictures: 0, title: null, description: null };
  const typed = [{ ...emptyItem('a'), name: 'Sofa' }];
  it.each([
    [
      'step one, items typed',
      { maxStepNumber: 1, categoryId: 101, ...nothing, items: typed },
      false,
    ],
    ['no category yet', { maxStepNumber: 3, categoryId: null, ...nothing, items: typed }, false],
    ['past step one, nothing entered', { maxStepNumber: 3, categoryId: 101, ...nothing }, false],
    ['a blank title only', { maxStepNumber: 3, categoryId: 101, ...nothing, title: '  ' }, false],
    ['an item typed', { maxStepNumber: 2, categoryId: 101, ...nothing, items: typed }, true],
    [
      'an item with only its weight',
      { maxStepNumber: 3, categoryId: 101, ...nothing, items: [{ ...emptyItem('a'), weight: 40 }] },
      true,
    ],
    [
      'an item with only its type and a blank name',
      {
        maxStepNumber: 3,
        categoryId: 101,
        ...nothing,
        items: [{ ...emptyItem('a'), itemCategoryId: 2001, name: ' ' }],
      },
      false,
    ],
    ['a photo', { maxStepNumber: 3, categoryId: 101, ...nothing, pictures: 1 }, true],
    ['a title', { maxStepNumber: 3, categoryId: 101, ...nothing, title: 'Sofa' }, true],
    ['a description', { maxStepNumber: 4, categoryId: 101, ...nothing, description: 'Blue' }, true],
  ])('%s: %s', (_label, stakes, expected) => {
    expect(softResetLoses(stakes)).toBe(expected);
  });
});
