import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AutocompleteKind } from '../../rules/autocomplete-kind';
import type { PlaceLookupFailure } from '../../rules/classify-failure';
import type { RootState } from '../store/root-state';
import type { AppThunk } from '../store/types';

/** Where a combobox's suggestions come from: the place lookup, or one of the catalogue's lists. */
export type SuggestionSource = { kind: 'places' } | { kind: 'catalogue'; list: AutocompleteKind };

export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** One combobox's suggestions: for which text, how far, and why the last lookup failed. */
export interface SuggestionBox {
  query: string;
  status: SuggestionStatus;
  items: unknown[];
  failure: PlaceLookupFailure | null;
}

/**
 * The comboboxes' suggestions by combobox id, never saved in the draft. The store's, like every
 * request of the form: the typing pause and the lookup run in the suggestions listener; the
 * combobox keeps only what is the widget's own (open or not, the active option).
 */
export type SuggestionsState = Record<string, SuggestionBox>;

export interface SuggestionsAsk {
  box: string;
  source: SuggestionSource;
  text: string;
  /** At once, without the typing pause (the customer asked with ArrowDown or by focusing). */
  immediate?: boolean;
  /** Fewer characters than this ask for nothing. */
  minLength: number;
  debounceMs: number;
}

const EMPTY_BOX: SuggestionBox = { query: '', status: 'idle', items: [], failure: null };

/** A text to suggest for; a newer one of the same box aborts the one before at once. */
export const suggestionsAsked = createAction<SuggestionsAsk>('auctionForm/suggestionsAsked');
/** The customer's cancel (Escape, a pick): the lookup on its way is dropped. */
export const suggestionsCancelled = createAction<string>('auctionForm/suggestionsCancelled');
/** The combobox left the page: its lookup is dropped and its entry goes. */
export const suggestionsLeft = createAction<string>('auctionForm/suggestionsLeft');

export const suggestionsTooShort = (ask: SuggestionsAsk): boolean =>
  ask.text.trim().length < ask.minLength;

export const suggestionsSlice = createSlice({
  name: 'suggestions',
  initialState: {} as SuggestionsState,
  reducers: {
    suggestionsArrived(
      state,
      action: PayloadAction<{ box: string; query: string; items: unknown[] }>,
    ) {
      const { box, query, items } = action.payload;
      state[box] = { query, status: 'ready', items, failure: null };
    },
    suggestionsFailed(
      state,
      action: PayloadAction<{ box: string; query: string; failure: PlaceLookupFailure }>,
    ) {
      const { box, query, failure } = action.payload;
      state[box] = { query, status: 'failed', items: [], failure };
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(suggestionsAsked, (state, action) => {
        const { box, text } = action.payload;
        const before = state[box] ?? EMPTY_BOX;
        state[box] = suggestionsTooShort(action.payload)
          ? { ...EMPTY_BOX, query: text }
          : { ...before, query: text, status: 'loading' };
      })
      .addCase(suggestionsCancelled, (state, action) => {
        // A lookup stopped on its way has no answer: the spinner stops, the next ArrowDown asks again.
        const box = state[action.payload];
        if (box?.status === 'loading') box.status = 'idle';
      })
      .addCase(suggestionsLeft, (state, action) => {
        delete state[action.payload];
      });
  },
});

export const { suggestionsArrived, suggestionsFailed } = suggestionsSlice.actions;

/**
 * A combobox left the page. Told only when it ever asked: its entry, and any lookup of its, exist
 * only from its first ask. Leaving a step whose boxes were not used then wakes no subscriber,
 * since every dispatch runs each one, inside the click that shows the next step.
 */
export const leaveSuggestions =
  (box: string): AppThunk =>
  (dispatch, getState) => {
    if (box in getState().suggestions) dispatch(suggestionsLeft(box));
  };

export const selectSuggestionBox = (state: RootState, box: string): SuggestionBox =>
  state.suggestions[box] ?? EMPTY_BOX;
