import type {
  CarSeries,
  CarSuggestion,
  ItemSuggestion,
} from '@/features/auction-form/api/autocomplete';
import { MEASUREMENT_FIELDS, type Item } from '@/features/auction-form/model/item';

/** The item fields a suggestion fills; they are marked until the customer edits one. */
export const AUTOFILL_FIELDS: ReadonlySet<string> = new Set(MEASUREMENT_FIELDS);

type Patch = Partial<Omit<Item, 'key'>>;

/** Picking a removal, simple item or motorcycle suggestion: its name and measurements. */
export const itemSuggestionPatch = (suggestion: ItemSuggestion): Patch => ({
  name: suggestion.name,
  autocompleteItemId: suggestion.id,
  length: suggestion.length,
  width: suggestion.width,
  height: suggestion.height,
  weight: suggestion.weight,
  isAdjustedByUser: false,
  dimensionsEstimated: false,
});

/** Picking a car: make and model; the measurements wait for the series. */
export const carSuggestionPatch = (car: CarSuggestion): Patch => ({
  name: car.name,
  model: car.name,
  autocompleteItemId: car.id,
  isAdjustedByUser: false,
});

/** Picking a car's series: its length, width, height and weight. */
export const carSeriesPatch = (series: CarSeries): Patch => ({
  length: series.length,
  width: series.width,
  height: series.height,
  weight: series.weight,
  isAdjustedByUser: false,
  dimensionsEstimated: false,
});

/**
 * The patch for a customer's edit of one field. Editing a value a suggestion
 * filled makes the item the customer's own (isAdjustedByUser).
 */
export function editPatch(field: string, value: unknown, fromCatalogue: boolean): Patch {
  const patch = { [field]: value } as Patch;
  if (fromCatalogue && (AUTOFILL_FIELDS.has(field) || field === 'name' || field === 'model'))
    patch.isAdjustedByUser = true;
  return patch;
}
