import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { softResetFormFieldsOf, softResetLoses } from '../../rules/soft-reset';
import type { RootState } from '../store/root-state';
import {
  auctionLoaded,
  hardReset,
  softResetUndone,
  type SoftResetSnapshot,
} from '../store/shared-actions';
import type { AppThunk } from '../store/types';
import { stepChanged } from './form-slice';

/**
 * The undo of a category change that cleared what the customer entered (spec section 4's soft
 * reset). Offered on the route step, where the pick leads; leaving that step ends the offer.
 * Not part of the draft: a reload ends it too.
 */
export interface SoftResetUndoState {
  /** What the last soft reset cleared, while its undo is offered. */
  offer: SoftResetSnapshot | null;
  /** The category whose entries came back, for the "restored" message; null when none did. */
  restored: string | null;
}

const initialState: SoftResetUndoState = { offer: null, restored: null };

export const softResetUndoSlice = createSlice({
  name: 'softResetUndo',
  initialState,
  reducers: {
    softResetOffered(_state, action: PayloadAction<SoftResetSnapshot>) {
      return { offer: action.payload, restored: null };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(softResetUndone, (state) => ({
        offer: null,
        restored: state.offer?.form.categoryName ?? '',
      }))
      .addCase(stepChanged, (state, action) =>
        action.payload.step === 'route' ? state : initialState,
      )
      .addCase(auctionLoaded, () => initialState)
      .addCase(hardReset, () => initialState);
  },
});

export const { softResetOffered } = softResetUndoSlice.actions;

/** Whether another category would clear something the customer entered (the warning before a pick). */
export const selectSoftResetLoses = (state: RootState): boolean =>
  softResetLoses({
    maxStepNumber: state.form.maxStepNumber,
    categoryId: state.auction.categoryId,
    items: state.items,
    pictures: state.pictures.length,
    title: state.auction.title,
    description: state.auction.description,
  });

/** What the soft reset about to happen clears, kept for its undo. */
export const softResetSnapshotOf = (state: RootState): SoftResetSnapshot => ({
  auction: state.auction,
  items: state.items,
  pictures: state.pictures,
  form: { ...softResetFormFieldsOf(state.form), categoryName: state.form.categoryName },
});

export const selectSoftResetUndo = (state: RootState): SoftResetUndoState => state.softResetUndo;

/** The route step's Undo: the category and what it cleared come back. */
export const undoSoftReset = (): AppThunk => (dispatch, getState) => {
  const offer = getState().softResetUndo.offer;
  if (offer) dispatch(softResetUndone(offer));
};
