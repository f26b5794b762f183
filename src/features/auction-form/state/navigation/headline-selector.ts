import { createSelector } from '@reduxjs/toolkit';
import type { Category } from '../../model/category';
import { headlineKeys } from '../../rules/headline';
import type { RootState } from '../store/root-state';

/** The header's translation keys for the current step and mode; the caller passes the category list it has. */
export const selectHeadlineKeys = createSelector(
  [
    (state: RootState) => state.form.step,
    (state: RootState) => state.form.formMode,
    (state: RootState) => state.auction.categoryId,
    (state: RootState) => state.auction.mainCategoryId,
    (_state: RootState, categories: readonly Category[] | undefined) => categories,
  ],
  (step, mode, categoryId, mainCategoryId, categories): string[] => {
    if (!step) return [];
    const slugOf = (id: number | null) =>
      id === null ? undefined : categories?.find((c) => c.id === id)?.slug;
    const slugs = [slugOf(categoryId), slugOf(mainCategoryId)].filter((s): s is string =>
      Boolean(s),
    );
    return headlineKeys(step, mode, slugs);
  },
);
