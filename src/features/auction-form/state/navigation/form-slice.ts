import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { stepNumber, type FormMode, type Step } from '../../model/steps';
import type { TransportDateRange } from '../../rules/dates';
import { softResetForm, undoSoftResetForm } from '../../rules/soft-reset';
import type { RootState } from '../store/root-state';
import {
  auctionLoaded,
  estimateDropped,
  estimateReceived,
  estimateStarted,
  hardReset,
  softReset,
  softResetUndone,
} from '../store/shared-actions';

/** Spec section 3, "Form state". */
export interface FormState {
  step: Step | null;
  maxStepNumber: number;
  returnToStep: Step | null;
  transportDateRange: TransportDateRange | null;
  isTitleEnteredByUser: boolean;
  isTotalWeightEditedByUser: boolean;
  isFormCorrect: boolean;
  formMode: FormMode;
  isWaitingForPriceEstimate: boolean;
  /** The key (items and route) the stored price estimate was computed for; null when none is. */
  estimateFor: string | null;
  /** Messages of the final validators that failed before submit. */
  finalValidators: string[];
  categoryName: string | null;
}

export const initialFormState = (formMode: FormMode = 'addNew'): FormState => ({
  step: null,
  maxStepNumber: 0,
  returnToStep: null,
  transportDateRange: null,
  isTitleEnteredByUser: false,
  isTotalWeightEditedByUser: false,
  isFormCorrect: false,
  formMode,
  isWaitingForPriceEstimate: false,
  estimateFor: null,
  finalValidators: [],
  categoryName: null,
});

/** How a step change came about: the history listener must not push what it just popped. */
export interface StepChange {
  step: Step;
  /** `push` (default) adds a history entry, `replace` rewrites the current one, `none` (back/forward) leaves history alone. */
  history?: 'push' | 'replace' | 'none';
}

export const formSlice = createSlice({
  name: 'form',
  initialState: () => initialFormState(),
  reducers: {
    stepChanged(state, action: PayloadAction<StepChange>) {
      state.step = action.payload.step;
      state.maxStepNumber = Math.max(state.maxStepNumber, stepNumber(action.payload.step));
      // Back where the edit started (the summary): the detour is over.
      if (state.returnToStep === action.payload.step) state.returnToStep = null;
    },
    setReturnToStep(state, action: PayloadAction<Step | null>) {
      state.returnToStep = action.payload;
    },
    transportDateRangeChosen(state, action: PayloadAction<TransportDateRange | null>) {
      state.transportDateRange = action.payload;
    },
    setTitleEnteredByUser(state, action: PayloadAction<boolean>) {
      state.isTitleEnteredByUser = action.payload;
    },
    setTotalWeightEditedByUser(state, action: PayloadAction<boolean>) {
      state.isTotalWeightEditedByUser = action.payload;
    },
    setFormCorrect(state, action: PayloadAction<boolean>) {
      state.isFormCorrect = action.payload;
    },
    setFormMode(state, action: PayloadAction<FormMode>) {
      state.formMode = action.payload;
    },
    setFinalValidators(state, action: PayloadAction<string[]>) {
      state.finalValidators = action.payload;
    },
    setCategoryName(state, action: PayloadAction<string | null>) {
      state.categoryName = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(auctionLoaded, (state, action) => {
        state.transportDateRange = action.payload.transportDateRange;
        // A loaded figure was computed by someone else's request: it is re-estimated for these items.
        state.estimateFor = null;
      })
      .addCase(estimateStarted, (state) => {
        state.isWaitingForPriceEstimate = true;
      })
      .addCase(estimateReceived, (state, action) => {
        state.isWaitingForPriceEstimate = false;
        state.estimateFor = action.payload.computedFor;
      })
      .addCase(estimateDropped, (state) => {
        state.isWaitingForPriceEstimate = false;
        state.estimateFor = null;
      })
      .addCase(hardReset, (state) => ({ ...initialFormState(state.formMode), step: state.step }))
      .addCase(softReset, (state) => softResetForm(state))
      .addCase(softResetUndone, (state, action) => ({
        ...undoSoftResetForm(state, action.payload.form),
        categoryName: action.payload.form.categoryName,
      }));
  },
});

export const {
  stepChanged,
  setReturnToStep,
  transportDateRangeChosen,
  setTitleEnteredByUser,
  setTotalWeightEditedByUser,
  setFormCorrect,
  setFormMode,
  setFinalValidators,
  setCategoryName,
} = formSlice.actions;

export const selectStep = (state: RootState): Step | null => state.form.step;
export const selectFormMode = (state: RootState): FormMode => state.form.formMode;
export const selectMaxStepNumber = (state: RootState): number => state.form.maxStepNumber;
export const selectTransportDateRange = (state: RootState): TransportDateRange | null =>
  state.form.transportDateRange;
export const selectCategoryName = (state: RootState) => state.form.categoryName;
export const selectIsTitleEnteredByUser = (state: RootState) => state.form.isTitleEnteredByUser;
export const selectIsTotalWeightEditedByUser = (state: RootState) =>
  state.form.isTotalWeightEditedByUser;
export const selectIsWaitingForPriceEstimate = (state: RootState) =>
  state.form.isWaitingForPriceEstimate;
