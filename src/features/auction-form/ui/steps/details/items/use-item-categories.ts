import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useMemo } from 'react';
import {
  useGetItemCategoriesOfLevelQuery,
  useGetItemCategoriesQuery,
} from '@/features/auction-form/api/form-api';
import type { ItemCategory } from '@/features/auction-form/model/item-category';
import { isRemovalCategory } from '@/features/auction-form/rules/category-flags';
import { selectCategoryId } from '@/features/auction-form/state/store/auction-slice';
import { useAppSelector } from '@/features/auction-form/ui/hooks';
import { useCategorySlugs } from '../use-category-slugs';

/** What every item chooses from, as the list hands it to its rows. */
export interface ItemCategories {
  all: readonly ItemCategory[];
  topLevel: readonly ItemCategory[];
  failed: boolean;
  retry(): void;
  /** The auction's category is a removal: its items are named from the removal catalogue. */
  removal: boolean;
}

const EMPTY: never[] = [];

/**
 * The auction category's item categories and kind, asked once for the whole list: every row reads
 * the same answers. One subscription each, not one per row: the details screen, built ahead, subscribes
 * when Next reveals it, and each subscription is a dispatch that runs every store subscriber inside
 * that click.
 */
export function useItemCategories(): ItemCategories {
  const categoryId = useAppSelector(selectCategoryId);
  const all = useGetItemCategoriesQuery(categoryId ?? skipToken);
  const topLevel = useGetItemCategoriesOfLevelQuery(
    categoryId === null ? skipToken : { auctionCategoryId: categoryId, level: 1 },
  );
  const { refetch: refetchAll } = all;
  const { refetch: refetchTopLevel } = topLevel;
  const retry = useCallback(() => {
    void refetchAll();
    void refetchTopLevel();
  }, [refetchAll, refetchTopLevel]);
  const failed = all.isError || topLevel.isError;
  const removal = isRemovalCategory(useCategorySlugs());
  return useMemo(
    () => ({ all: all.data ?? EMPTY, topLevel: topLevel.data ?? EMPTY, failed, retry, removal }),
    [all.data, topLevel.data, failed, retry, removal],
  );
}
