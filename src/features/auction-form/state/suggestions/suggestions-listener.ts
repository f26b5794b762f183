import { isCancelledRequest } from '@/core/http/api-error';
import { placeLookupFailure } from '../../rules/classify-failure';
import type { StartListening } from '../store/listener-types';
import type { FormExtra } from '../store/types';
import {
  suggestionsArrived,
  suggestionsAsked,
  suggestionsCancelled,
  suggestionsFailed,
  suggestionsLeft,
  suggestionsTooShort,
  type SuggestionSource,
} from './suggestions-slice';

const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

const lookUp = (
  { client, locale }: FormExtra,
  source: SuggestionSource,
  text: string,
  signal: AbortSignal,
): Promise<unknown[]> =>
  source.kind === 'places'
    ? client.suggestPlaces(text, signal)
    : client.searchCatalogue(source.list, locale, text, signal);

/**
 * The comboboxes' lookups (places, and the catalogue's lists): after the typing pause, or at once
 * when asked so. A newer text for the same combobox aborts the lookup before at once, not when its
 * pause ends, so a slow answer to an old prefix never overwrites the list for what was typed since;
 * the other comboboxes' lookups are left alone, which is why each box keeps its own controller
 * rather than the listener's `cancelActiveListeners`.
 */
export function startSuggestionsListener(startListening: StartListening) {
  const running = new Map<string, AbortController>();
  const stop = (box: string) => {
    running.get(box)?.abort();
    running.delete(box);
  };

  startListening({
    actionCreator: suggestionsAsked,
    effect: async (action, api) => {
      const ask = action.payload;
      stop(ask.box);
      if (suggestionsTooShort(ask)) return;
      const own = new AbortController();
      running.set(ask.box, own);
      try {
        if (!ask.immediate) await pause(ask.debounceMs, own.signal);
        const items = await lookUp(api.extra, ask.source, ask.text, own.signal);
        if (own.signal.aborted) return;
        api.dispatch(suggestionsArrived({ box: ask.box, query: ask.text, items }));
      } catch (error) {
        if (own.signal.aborted || isCancelledRequest(error)) return;
        api.dispatch(
          suggestionsFailed({ box: ask.box, query: ask.text, failure: placeLookupFailure(error) }),
        );
      } finally {
        if (running.get(ask.box) === own) running.delete(ask.box);
      }
    },
  });

  for (const actionCreator of [suggestionsCancelled, suggestionsLeft])
    startListening({ actionCreator, effect: (action) => stop(action.payload) });
}
