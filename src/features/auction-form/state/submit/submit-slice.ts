import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from '../../rules/classify-failure';
import type { FieldError } from '../../rules/field-errors';
import type { RootState } from '../store/root-state';

export type SubmitStatus = 'idle' | 'submitting' | 'failed' | 'succeeded';

/** The submit's page-life state; never part of the draft, so a reload starts clean with every field kept. */
export interface SubmitState {
  status: SubmitStatus;
  failure: Failure | null;
  /** A 422's errors, each placed on its step. */
  fieldErrors: FieldError[];
  /** The server's general message of a 422, if any. */
  serverMessage: string | null;
}

const initialState: SubmitState = {
  status: 'idle',
  failure: null,
  fieldErrors: [],
  serverMessage: null,
};

export const submitSlice = createSlice({
  name: 'submit',
  initialState,
  reducers: {
    submitStarted(state) {
      state.status = 'submitting';
      state.failure = null;
    },
    submitBlocked(state) {
      state.status = 'idle';
      state.failure = null;
      state.fieldErrors = [];
      state.serverMessage = null;
    },
    submitFailed(
      state,
      action: PayloadAction<{
        failure: Failure;
        fieldErrors: FieldError[];
        serverMessage: string | null;
      }>,
    ) {
      state.status = 'failed';
      state.failure = action.payload.failure;
      state.fieldErrors = action.payload.fieldErrors;
      state.serverMessage = action.payload.serverMessage;
    },
    submitSucceeded(state) {
      state.status = 'succeeded';
      state.failure = null;
      state.fieldErrors = [];
      state.serverMessage = null;
    },
  },
});

export const { submitStarted, submitBlocked, submitFailed, submitSucceeded } = submitSlice.actions;

export const selectSubmit = (state: RootState): SubmitState => state.submit;
