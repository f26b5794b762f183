import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { newKey } from '../../model/ids';
import { emptyItem, type Item } from '../../model/item';
import { hardResetItem, resetItem } from '../../rules/resets';
import { softResetItems } from '../../rules/soft-reset';
import { roundWeight, totalWeight } from '../../rules/total-weight';
import type { RootState } from '../store/root-state';
import { auctionLoaded, hardReset, softReset, softResetUndone } from '../store/shared-actions';

const withClientFields = (item: Partial<Item>): Item => ({
  ...emptyItem(),
  ...item,
  touched: false,
  key: newKey(),
});

export const itemsSlice = createSlice({
  name: 'items',
  initialState: (): Item[] => [emptyItem()],
  reducers: {
    addItem: {
      reducer(state, action: PayloadAction<Item>) {
        state.push(action.payload);
      },
      prepare: (patch: Partial<Item> = {}) => ({ payload: { ...emptyItem(), ...patch } }),
    },
    updateItem(state, action: PayloadAction<{ key: string; patch: Partial<Omit<Item, 'key'>> }>) {
      const item = state.find((i) => i.key === action.payload.key);
      if (item) Object.assign(item, action.payload.patch);
    },
    removeItem(state, action: PayloadAction<string>) {
      const left = state.filter((i) => i.key !== action.payload);
      return left.length > 0 ? left : [emptyItem()];
    },
    /**
     * The customer (or the only-choice listener) picks an item's category: the
     * item's other fields reset (spec section 4, item reset); no category empties
     * it (hard reset). The category's default values follow from the listener.
     */
    itemCategoryChosen(
      state,
      action: PayloadAction<{ key: string; itemCategoryId: number | null }>,
    ) {
      const { key, itemCategoryId } = action.payload;
      return state.map((i) =>
        i.key !== key
          ? i
          : itemCategoryId === null
            ? hardResetItem(i)
            : resetItem({ ...i, itemCategoryId }),
      );
    },
    // Details step (F3): a copy goes right after its original, as a new item (no server id).
    duplicateItem(state, action: PayloadAction<string>) {
      const index = state.findIndex((i) => i.key === action.payload);
      const source = state[index];
      if (source) state.splice(index + 1, 0, { ...source, id: null, tmpId: null, key: newKey() });
    },
    moveItem(state, action: PayloadAction<{ key: string; to: number }>) {
      const from = state.findIndex((i) => i.key === action.payload.key);
      const to = Math.max(0, Math.min(state.length - 1, action.payload.to));
      if (from < 0 || from === to) return;
      const [moved] = state.splice(from, 1);
      if (moved) state.splice(to, 0, moved);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(auctionLoaded, (_state, action) => {
        const items = action.payload.auction.items ?? [];
        return items.length > 0 ? items.map(withClientFields) : [emptyItem()];
      })
      .addCase(softReset, () => softResetItems())
      .addCase(softResetUndone, (_state, action) => action.payload.items)
      .addCase(hardReset, () => [emptyItem()]);
  },
});

export const { addItem, updateItem, removeItem, itemCategoryChosen } = itemsSlice.actions;

export const selectItems = (state: RootState): Item[] => state.items;
export const selectDerivedTotalWeight = createSelector([selectItems], (items) =>
  totalWeight(items),
);
/**
 * The customer's own total when typed, else the derived one; rounded as shown
 * either way, because the summary shows and the payload sends this one figure.
 */
export const selectTotalWeight = (state: RootState): number =>
  state.form.isTotalWeightEditedByUser && state.auction.totalWeight !== null
    ? roundWeight(state.auction.totalWeight)
    : selectDerivedTotalWeight(state);

// Details step (F3).
export const { duplicateItem, moveItem } = itemsSlice.actions;
