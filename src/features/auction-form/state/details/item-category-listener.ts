import { formApi } from '../../api/form-api';
import { definitionDefaults } from '../../rules/definition-defaults';
import type { StartListening } from '../store/listener-types';
import type { RootState } from '../store/root-state';
import type { AppThunk } from '../store/types';
import { itemCategoryChosen, updateItem } from './items-slice';

/** The shipping category's one item category, once its list is loaded; null when the customer must choose. */
function selectOnlyItemCategory(state: RootState): number | null {
  const auctionCategoryId = state.auction.categoryId;
  if (auctionCategoryId === null) return null;
  const topLevel = formApi.endpoints.getItemCategoriesOfLevel.select({
    auctionCategoryId,
    level: 1,
  })(state).data;
  return topLevel?.length === 1 ? (topLevel[0]?.id ?? null) : null;
}

/**
 * The item category's effects, beside the items slice: the chosen category's
 * default values (a Euro pallet's 120 × 80) once its field definitions are in,
 * and the choice made for the customer when a shipping category has a single
 * type of item. Beside the store, not in the item row, so they finish when the row unmounts.
 */
export function startItemCategoryListeners(startListening: StartListening) {
  startListening({
    actionCreator: itemCategoryChosen,
    effect: async (action, api) => {
      const { key, itemCategoryId } = action.payload;
      if (itemCategoryId === null) return;
      const result = await api.dispatch(
        formApi.endpoints.getItemCategoryFields.initiate(itemCategoryId, { subscribe: false }),
      );
      // Only for the category the item still has: a later choice has its own run.
      const item = api.getState().items.find((i) => i.key === key);
      if (result.data && item && item.itemCategoryId === itemCategoryId)
        api.dispatch(updateItem({ key, patch: definitionDefaults(result.data, item) }));
    },
  });

  // The check is cheap on a keystroke: an item without a category is rare once the step is filled.
  startListening({
    predicate: (_action, state) =>
      state.form.step === 'shippingDetails' &&
      state.items.some((i) => i.itemCategoryId === null) &&
      selectOnlyItemCategory(state) !== null,
    effect: (_action, api) => {
      const only = selectOnlyItemCategory(api.getState());
      if (only === null) return;
      for (const item of api.getState().items)
        if (item.itemCategoryId === null)
          api.dispatch(itemCategoryChosen({ key: item.key, itemCategoryId: only }));
    },
  });
}

/**
 * Loads what judging the items needs (the category's item types, each chosen type's field
 * definitions) so a guard can judge the details before the details screen has asked for them.
 * Failures are left to the screen, which shows them with Try again.
 */
export const loadItemDefinitions = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const state = getState();
  const auctionCategoryId = state.auction.categoryId;
  if (auctionCategoryId === null) return;
  const typeIds = new Set(state.items.flatMap((item) => item.itemCategoryId ?? []));
  await Promise.allSettled([
    dispatch(
      formApi.endpoints.getItemCategoriesOfLevel.initiate(
        { auctionCategoryId, level: 1 },
        { subscribe: false },
      ),
    ),
    ...[...typeIds].map((id) =>
      dispatch(formApi.endpoints.getItemCategoryFields.initiate(id, { subscribe: false })),
    ),
  ]);
};
