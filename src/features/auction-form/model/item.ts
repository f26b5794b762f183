import * as v from 'valibot';
import { newKey } from './ids';

const maybeNumber = v.nullable(v.number());
const maybeString = v.nullable(v.string());
const maybeBoolean = v.nullable(v.boolean());

/**
 * One item to ship (spec section 3), plus the client-only `touched` flag and
 * React `key`: the single source of the item's type, of the draft's check of
 * it (state/draft-schema.ts picks from it) and of the field lists below.
 */
export const itemSchema = v.object({
  id: maybeNumber,
  tmpId: maybeString,
  name: maybeString,
  length: maybeNumber,
  width: maybeNumber,
  height: maybeNumber,
  weight: maybeNumber,
  itemsNumber: maybeNumber,
  oversize: v.boolean(),
  itemCategoryId: maybeNumber,
  model: maybeString,
  productionDate: maybeString,
  bodyType: maybeString,
  hasWheels: maybeBoolean,
  isAdjustedByUser: maybeBoolean,
  palletized: maybeBoolean,
  dimensionsEstimated: maybeBoolean,
  packed: maybeBoolean,
  autocompleteItemId: v.nullable(v.union([v.number(), v.string()])),
  /** Client only: the customer has edited this item (shows its errors). */
  touched: v.boolean(),
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
  id: null,
  tmpId: null,
  name: null,
  length: null,
  width: null,
  height: null,
  weight: null,
  itemsNumber: null,
  oversize: false,
  itemCategoryId: null,
  model: null,
  productionDate: null,
  bodyType: null,
  hasWheels: null,
  isAdjustedByUser: null,
  palletized: null,
  dimensionsEstimated: null,
  packed: null,
  autocompleteItemId: null,
  touched: false,
  key,
});
