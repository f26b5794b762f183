import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { Failure } from '../../rules/classify-failure';
import type { RootState } from './root-state';

/** What goes wrong at start-up, for the message the customer sees. */
export type LoadFailure = 'categories' | 'auction' | null;

/** What failed and why (offline, time-out, server, bad answer…), as for a submit. */
export interface LoadFailed {
  subject: Exclude<LoadFailure, null>;
  cause: Failure;
}

/**
 * Which tab writes the draft (state/draft/draft-hold.ts): this one, another one (this tab shows the
 * draft and says so), or this one once the other has let it go (the customer asked to continue here).
 */
export type DraftHolder = 'this-tab' | 'other-tab' | 'taking-over';

/** Page-life state that is never saved: loading and load failures. */
export interface SessionState {
  pending: number;
  failure: LoadFailure;
  cause: Failure | null;
  started: boolean;
  /** A title suggestion is on its way (the title listener's request). */
  generatingTitle: boolean;
  /** Another tab posted this draft's uuid: this tab took a new one and tells its customer once. */
  renewedByOtherTab: boolean;
  draftHolder: DraftHolder;
}

const initialState: SessionState = {
  pending: 0,
  failure: null,
  cause: null,
  started: false,
  generatingTitle: false,
  renewedByOtherTab: false,
  draftHolder: 'this-tab',
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    loadingStarted(state) {
      state.pending += 1;
      state.failure = null;
      state.cause = null;
    },
    loadingFinished(state) {
      state.pending = Math.max(0, state.pending - 1);
    },
    loadFailed(state, action: PayloadAction<LoadFailed>) {
      state.failure = action.payload.subject;
      state.cause = action.payload.cause;
    },
    titleGenerating(state, action: PayloadAction<boolean>) {
      state.generatingTitle = action.payload;
    },
    otherTabSubmitted(state) {
      state.renewedByOtherTab = true;
    },
    otherTabNoticeClosed(state) {
      state.renewedByOtherTab = false;
    },
    /** Another tab holds the draft: this one shows it and writes nothing. */
    draftHeldElsewhere(state) {
      state.draftHolder = 'other-tab';
    },
    /**
     * The customer continues here: the tab holding the draft is asked to let it go. `asker` names
     * this request, so the hand-over that answers it reaches this tab only (draft-tabs.ts).
     */
    takeOverRequested: {
      reducer(state, _action: PayloadAction<{ asker: string }>) {
        if (state.draftHolder === 'other-tab') state.draftHolder = 'taking-over';
      },
      prepare: () => ({ payload: { asker: nanoid() } }),
    },
    /** This tab holds the draft again, read afresh from what the other tab wrote. */
    draftHeldHere(state) {
      state.draftHolder = 'this-tab';
    },
    started(state) {
      state.started = true;
      state.failure = null;
      state.cause = null;
    },
  },
});

export const {
  loadingStarted,
  loadingFinished,
  loadFailed,
  started,
  titleGenerating,
  otherTabSubmitted,
  otherTabNoticeClosed,
  draftHeldElsewhere,
  takeOverRequested,
  draftHeldHere,
} = sessionSlice.actions;
export const selectDraftHolder = (state: RootState): DraftHolder => state.session.draftHolder;
export const selectRenewedByOtherTab = (state: RootState): boolean =>
  state.session.renewedByOtherTab;
export const selectLoadFailure = (state: RootState): LoadFailure => state.session.failure;
export const selectStarted = (state: RootState) => state.session.started;
export const selectGeneratingTitle = (state: RootState) => state.session.generatingTitle;
export const selectLoadFailureCause = (state: RootState): Failure | null => state.session.cause;
export const selectIsLoading = (state: RootState): boolean =>
  state.session.pending > 0 || state.form.step === null;
