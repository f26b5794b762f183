import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { softResetLoses } from '../rules/soft-reset';
import { stepChanged } from './form-slice';
import type { RootState } from './root-state';
import {
  auctionLoaded,
  hardReset,
  softResetUndone,
  type SoftResetSnapshot,
} from './shared-actions';
import type { AppThunk } from './types';

/**
 * The undo of a category change that cleared what the customer entered (spec section 4's soft
 * reset). Offered on the route step, where the pick leads; leaving that step ends the offer.
 * Not part of the draft: a reload ends it too.
 */
export interface SoftResetUndoState {
  offer: { before: SoftResetSnapshot; categoryName: string | null } | null;
  /** The category whose entries came back, for the "restored" message; null when none did. */
  restored: string | null;
}

const initialState: SoftResetUndoState = { offer: null, restored: null };

export const softResetUndoSlice = createSlice({
  name: 'softResetUndo',
  initialState,
  reducers: {
    softResetOffered(_state, action: PayloadAction<SoftResetSnapshot>) {
      return {
        offer: { before: action.payload, categoryName: action.payload.form.categoryName },
        restored: null,
      };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(softResetUndone, (state) => ({
        offer: null,
        restored: state.offer?.categoryName ?? '',
      }))
      .addCase(stepChanged, (state, action) =>
        action.payload.step === 'route' ? state : initialState,
      )
      .addCase(auctionLoaded, () => initialState)
      .addCase(hardReset, () => initialState);
  },
});

export const { softResetOffered } = softResetUndoSlice.actions;

const filledItems = (state: RootState): number =>
  state.items.filter(
    (item) =>
      Boolean(item.name?.trim()) ||
      [item.weight, item.length, item.width, item.height, item.model, item.productionDate].some(
        (value) => value !== null,
      ),
  ).length;

/** Whether another category would clear something the customer entered (the warning before a pick). */
export const selectSoftResetLoses = (state: RootState): boolean =>
  softResetLoses({
    maxStepNumber: state.form.maxStepNumber,
    categoryId: state.auction.categoryId,
    filledItems: filledItems(state),
    pictures: state.pictures.length,
    title: state.auction.title,
    description: state.auction.description,
  });

/** What the soft reset about to happen clears, kept for its undo. */
export const softResetSnapshotOf = (state: RootState): SoftResetSnapshot => ({
  auction: state.auction,
  items: state.items,
  pictures: state.pictures,
  form: {
    returnToStep: state.form.returnToStep,
    isTitleEnteredByUser: state.form.isTitleEnteredByUser,
    isTotalWeightEditedByUser: state.form.isTotalWeightEditedByUser,
    isFormCorrect: state.form.isFormCorrect,
    finalValidators: state.form.finalValidators,
    estimateFor: state.form.estimateFor,
    categoryName: state.form.categoryName,
  },
});

export const selectSoftResetUndo = (state: RootState): SoftResetUndoState => state.softResetUndo;

/** The route step's Undo: the category and what it cleared come back. */
export const undoSoftReset = (): AppThunk => (dispatch, getState) => {
  const offer = getState().softResetUndo.offer;
  if (offer) dispatch(softResetUndone(offer.before));
};
