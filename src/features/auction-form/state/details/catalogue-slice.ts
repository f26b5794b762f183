import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CarSuggestion } from '../../api/autocomplete';
import type { RootState } from '../store/root-state';
import { auctionLoaded, hardReset, softReset } from '../store/shared-actions';
import { removeItem } from './items-slice';

/** The car picked for each item, with its generations and series (the version picker's choices). */
export interface CatalogueState {
  cars: Record<string, CarSuggestion>;
}

/**
 * An item names a car from the catalogue but its versions are not known (a restored draft keeps
 * the car's id, not its generations): the car lookup listener asks the (cached) list again.
 */
export const carWanted = createAction<{ itemKey: string; text: string }>('auctionForm/carWanted');

const initialState = (): CatalogueState => ({ cars: {} });

export const catalogueSlice = createSlice({
  name: 'catalogue',
  initialState,
  reducers: {
    carChosen(state, action: PayloadAction<{ itemKey: string; car: CarSuggestion }>) {
      state.cars[action.payload.itemKey] = action.payload.car;
    },
    carCleared(state, action: PayloadAction<string>) {
      delete state.cars[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(removeItem, (state, action) => {
        delete state.cars[action.payload];
      })
      .addCase(auctionLoaded, () => initialState())
      .addCase(softReset, () => initialState())
      .addCase(hardReset, () => initialState());
  },
});

export const { carChosen, carCleared } = catalogueSlice.actions;

export const selectChosenCar = (state: RootState, itemKey: string): CarSuggestion | null =>
  state.catalogue.cars[itemKey] ?? null;
