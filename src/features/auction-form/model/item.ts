import * as v from 'valibot';
import { field, modelEntries } from './field-kinds';
import { newKey } from './ids';

/** One item to ship as the API knows it (spec section 3), each field with its kind. */
export const ITEM_FIELDS = {
  id: field.id,
  tmpId: field.text,
  name: field.text,
  length: field.number,
  width: field.number,
  height: field.number,
  weight: field.number,
  itemsNumber: field.number,
  oversize: field.flagOff,
  itemCategoryId: field.id,
  model: field.text,
  productionDate: field.numberAsText,
  bodyType: field.text,
  hasWheels: field.flag,
  isAdjustedByUser: field.flag,
  palletized: field.flag,
  dimensionsEstimated: field.flag,
  packed: field.flag,
  autocompleteItemId: field.numberOrText,
};

/**
 * The item as the form holds it: the API's fields plus the client-only `touched` flag and React
 * `key`; the single source of the item's type, of the draft's check of it (state/draft/draft-restore.ts
 * picks from it) and of the field lists below.
 */
export const itemSchema = v.object({
  ...modelEntries(ITEM_FIELDS),
  /** Client only: the customer has edited this item (shows its errors). */
  touched: v.optional(v.boolean(), false),
  /** Client only: a stable unique key, never sent. */
  key: v.pipe(v.string(), v.minLength(1)),
});

export type Item = v.InferOutput<typeof itemSchema>;
export type ItemField = keyof Item;

/** An item's size, in the order the form and the summary show it. */
export const DIMENSION_FIELDS = [
  'length',
  'width',
  'height',
] as const satisfies readonly ItemField[];
/** Size and weight: what a catalogue suggestion fills and the price model reads. */
export const MEASUREMENT_FIELDS = [
  ...DIMENSION_FIELDS,
  'weight',
] as const satisfies readonly ItemField[];
/** The item fields a category's field definition may drive (spec section 3). */
export const DYNAMIC_FIELDS = [
  ...MEASUREMENT_FIELDS,
  'itemsNumber',
  'model',
  'productionDate',
  'bodyType',
  'hasWheels',
  'palletized',
  'packed',
] as const satisfies readonly ItemField[];
/** What the title generator reads (spec section 7); a dimension changes no title. */
export const TITLE_INPUT_FIELDS = [
  'autocompleteItemId',
  'itemCategoryId',
  'name',
  'model',
  'itemsNumber',
  'isAdjustedByUser',
] as const satisfies readonly ItemField[];

export const emptyItem = (key: string = newKey()): Item => ({
  ...v.getDefaults(itemSchema),
  key,
});
