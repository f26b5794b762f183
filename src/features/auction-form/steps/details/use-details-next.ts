import { useCallback, useState } from 'react';
import { detailsApi } from '../../api/details-api';
import { useFormEnvironment } from '../../app/environment-context';
import type { Item } from '../../model/item';
import { useStepNavigation } from '../../navigation/use-step-navigation';
import { autocompleteKind, editsModel } from '../../services/autocomplete';
import { formApi } from '../../store/categories-api';
import { patchAuction } from '../../store/auction-slice';
import { setFormCorrect } from '../../store/form-slice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { updateItem } from '../../store/items-slice';
import type { RootState } from '../../store/root-reducer';
import { isRemovalCategory } from './category-flags';
import {
  blocking,
  fieldDomId,
  validateDetails,
  type ItemContext,
  type LocatedProblem,
} from './details-validation';
import { useAppStore } from './use-app-store';
import { selectTitleInputs } from './details-selectors';
import { generateTitle, type TitleItem } from './extras/title-service';

const DIMENSIONS = new Set(['length', 'width', 'height']);

/** What the validators of one item need, read from the cached lookups at the moment Next is pressed. */
function contextFor(state: RootState, locale: string): (item: Item) => ItemContext {
  const categoryId = state.auction.categoryId;
  const categories = formApi.endpoints.getCategories.select(locale)(state).data ?? [];
  const slugs = [categoryId, state.auction.mainCategoryId].map(
    (id) => categories.find((c) => c.id === id)?.slug ?? null,
  );
  const all =
    categoryId === null
      ? []
      : (detailsApi.endpoints.getItemCategories.select(categoryId)(state).data ?? []);
  const topLevel =
    categoryId === null
      ? []
      : (detailsApi.endpoints.getItemCategoriesOfLevel.select({
          auctionCategoryId: categoryId,
          level: 1,
        })(state).data ?? []);
  return (item) => {
    const definitions =
      item.itemCategoryId === null
        ? undefined
        : detailsApi.endpoints.getItemCategoryFields.select(item.itemCategoryId)(state).data;
    const slug = all.find((c) => c.id === item.itemCategoryId)?.slug;
    const kind = autocompleteKind(slug, isRemovalCategory(slugs));
    return {
      definitions,
      // With a single type the screen chooses it; with none there is nothing to choose.
      categoryRequired: topLevel.length > 0,
      nameIsModel: editsModel(kind) && !!definitions?.some((d) => d.key === 'model'),
    };
  };
}

function problemsOf(state: RootState, locale: string): LocatedProblem[] {
  return validateDetails({
    items: state.items,
    contextOf: contextFor(state, locale),
    title: state.auction.title,
    isTitleEnteredByUser: state.form.isTitleEnteredByUser,
    description: state.auction.description,
    bookingSetPrice: state.auction.bookingSetPrice,
  });
}

/**
 * Next: runs every validator. Errors keep the customer here with the first
 * one focused; warnings let them go on.
 */
export function useDetailsNext() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { locale } = useFormEnvironment();
  const { next } = useStepNavigation();
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

  // Once Next was pressed, the "Please correct N fields" count follows the fields as they are fixed.
  const errorCount = useAppSelector((state) =>
    attempted ? blocking(problemsOf(state, locale)).length : 0,
  );

  const submit = useCallback(async () => {
    const state = store.getState();
    const problems = problemsOf(state, locale);
    for (const item of state.items) {
      // An item over a dimension's warning limit is oversize; the flag goes to couriers.
      const oversize = problems.some(
        (p) =>
          p.itemKey === item.key &&
          p.level === 'warning' &&
          DIMENSIONS.has(p.field) &&
          p.key === 'too_big',
      );
      if (!item.touched || item.oversize !== oversize)
        dispatch(updateItem({ key: item.key, patch: { touched: true, oversize } }));
    }
    const failed = blocking(problems);
    setAttempted(true);
    dispatch(setFormCorrect(failed.length === 0));
    const first = failed[0];
    if (first) {
      document.getElementById(fieldDomId(first.itemKey, first.field))?.focus();
      return;
    }
    // A customer quicker than the title's debounce still leaves with a title for these items.
    if (!state.form.isTitleEnteredByUser) {
      setBusy(true);
      const items = JSON.parse(selectTitleInputs(state)) as TitleItem[];
      const title = await generateTitle(items).catch(() => null);
      setBusy(false);
      if (title && !store.getState().form.isTitleEnteredByUser) dispatch(patchAuction({ title }));
    }
    next();
  }, [store, dispatch, locale, next]);

  return { submit, errorCount, attempted, busy };
}
