import * as v from 'valibot';
import { optionalList, optionalNumber, wireId } from '../model/wire';

/** A measurement the list may lack: 0 means "not known" to the autofill. */
const measure = v.pipe(
  optionalNumber,
  v.transform((n) => n ?? 0),
);

const name = v.pipe(v.string(), v.minLength(1));

/** One row of `autocomplete_item` (simple items, motorcycles, removal items; spec section 3). */
const itemSuggestionSchema = v.object({
  id: wireId,
  name,
  width: measure,
  length: measure,
  height: measure,
  weight: measure,
});

const seriesSchema = v.object({
  id: wireId,
  text: name,
  length: measure,
  width: measure,
  height: measure,
  weight: measure,
});

/** One row of `autocomplete_car`: make and model with generations and series. */
const carSuggestionSchema = v.object({
  id: wireId,
  name,
  generations: optionalList(
    v.object({ id: wireId, text: name, series: optionalList(seriesSchema) }),
  ),
});

export const itemAutocompleteAnswerSchema = v.array(itemSuggestionSchema);
export const carAutocompleteAnswerSchema = v.array(carSuggestionSchema);
