import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyItem, type Item } from '../model/item';
import { hardResetItem, resetItem, softResetItems } from '../rules/resets';
import { totalWeight } from '../rules/total-weight';
import { newKey } from '../services/ids';
import { auctionLoaded, hardReset, softReset } from './shared-actions';
import type { RootState } from './root-reducer';

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
    resetItemFields(state, action: PayloadAction<string>) {
      return state.map((i) => (i.key === action.payload ? resetItem(i) : i));
    },
    hardResetItemFields(state, action: PayloadAction<string>) {
      return state.map((i) => (i.key === action.payload ? hardResetItem(i) : i));
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(auctionLoaded, (_state, action) => {
        const items = action.payload.auction.items ?? [];
        return items.length > 0 ? items.map(withClientFields) : [emptyItem()];
      })
      .addCase(softReset, () => softResetItems())
      .addCase(hardReset, () => [emptyItem()]);
  },
});

export const { addItem, updateItem, removeItem, resetItemFields, hardResetItemFields } =
  itemsSlice.actions;

export const selectItems = (state: RootState): Item[] => state.items;
export const selectDerivedTotalWeight = createSelector([selectItems], (items) =>
  totalWeight(items),
);
/** The customer's own total when typed, else the derived one. */
export const selectTotalWeight = (state: RootState): number =>
  state.form.isTotalWeightEditedByUser && state.auction.totalWeight !== null
    ? state.auction.totalWeight
    : selectDerivedTotalWeight(state);
