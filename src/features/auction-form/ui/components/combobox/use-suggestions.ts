import { useCallback, useEffect, useId } from 'react';
import {
  leaveSuggestions,
  selectSuggestionBox,
  suggestionsAsked,
  suggestionsCancelled,
  type SuggestionSource,
} from '@/features/auction-form/state/suggestions/suggestions-slice';
import { useAppDispatch, useAppSelector } from '@/features/auction-form/ui/hooks';

export interface SuggestionsOptions {
  debounceMs: number;
  minLength: number;
}

/**
 * A combobox's suggestions, from the store: the combobox asks and cancels, the suggestions
 * listener pauses for the typing and looks up (state/suggestions/suggestions-listener.ts).
 */
export function useSuggestions<T>(source: SuggestionSource, options: SuggestionsOptions) {
  const box = useId();
  const dispatch = useAppDispatch();
  const { items, status, query, failure } = useAppSelector((state) =>
    selectSuggestionBox(state, box),
  );
  const { debounceMs, minLength } = options;
  const list = source.kind === 'catalogue' ? source.list : null;

  /** Asks for `text` after the typing pause, or at once with `immediate`. */
  const request = useCallback(
    (text: string, immediate = false) => {
      const from: SuggestionSource =
        list === null ? { kind: 'places' } : { kind: 'catalogue', list };
      dispatch(suggestionsAsked({ box, source: from, text, immediate, minLength, debounceMs }));
    },
    [dispatch, box, list, minLength, debounceMs],
  );
  const cancel = useCallback(() => dispatch(suggestionsCancelled(box)), [dispatch, box]);

  useEffect(() => () => void dispatch(leaveSuggestions(box)), [dispatch, box]);

  return { items: items as T[], status, query, failure, request, cancel };
}
