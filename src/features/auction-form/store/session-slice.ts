import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RootState } from './root-reducer';

/** What goes wrong at start-up, for the message the customer sees. */
export type LoadFailure = 'categories' | 'auction' | null;

/** Page-life state that is never saved: loading and load failures. */
export interface SessionState {
  pending: number;
  failure: LoadFailure;
  started: boolean;
  /** A title suggestion is on its way (the title listener's request). */
  generatingTitle: boolean;
}

const initialState: SessionState = {
  pending: 0,
  failure: null,
  started: false,
  generatingTitle: false,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loadingStarted(state) {
      state.pending += 1;
      state.failure = null;
    },
    loadingFinished(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
    loadFailed(state, action: PayloadAction<LoadFailure>) {
      state.failure = action.payload;
    },
    titleGenerating(state, action: PayloadAction<boolean>) {
      state.generatingTitle = action.payload;
    },
    started(state) {
      state.started = true;
      state.failure = null;
    },
  },
});

export const { loadingStarted, loadingFinished, loadFailed, started, titleGenerating } =
  sessionSlice.actions;
export const selectLoadFailure = (state: RootState): LoadFailure => state.session.failure;
export const selectIsLoading = (state: RootState): boolean =>
  state.session.pending > 0 || state.form.step === null;
