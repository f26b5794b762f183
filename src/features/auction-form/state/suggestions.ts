import type { AddressSuggestion } from '../api/address-lookup';
import type { AutocompleteKind, Suggestion } from '../api/autocomplete';
import type { AppThunk } from './types';

/*
 * The comboboxes' lookups, through the form's client. The combobox keeps the typing pause and the
 * list on show itself: they are the widget's own transient state (WAI-ARIA combobox), not the
 * form's data; the request is the store's, like every other.
 */

/** Places matching the text (cached by text for the page). */
export const suggestPlaces =
  (text: string, signal: AbortSignal): AppThunk<Promise<AddressSuggestion[]>> =>
  (_dispatch, _getState, { client }) =>
    client.suggestPlaces(text, signal);

/** Catalogue entries of the item's list matching the text, in the page's language. */
export const suggestCatalogue =
  <K extends AutocompleteKind>(
    kind: K,
    text: string,
    signal: AbortSignal,
  ): AppThunk<Promise<Suggestion<K>[]>> =>
  (_dispatch, _getState, { client, locale }) =>
    client.searchCatalogue(kind, locale, text, signal);
