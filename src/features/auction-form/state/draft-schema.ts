import * as v from 'valibot';
import { addressSchema as modelAddress } from '../model/address';
import { auctionFieldsSchema } from '../model/auction';
import { itemSchema as modelItem } from '../model/item';
import { pictureSchema } from '../model/picture';
import { STEPS, FORM_MODES } from '../model/steps';
import { TRANSPORT_DATE_RANGES } from '../rules/dates';

/**
 * What a saved draft must look like to be restored. Loose objects: fields
 * the schema does not name are kept as saved, but every field the form's
 * rules read is checked, so a tampered or half-written draft is dropped
 * instead of breaking the form. The field rules come from the model's
 * schemas (model/*.ts); only the older drafts' looser address fields are
 * restated here.
 */
const maybeString = v.nullable(v.string());
const coordinate = v.nullable(v.union([v.number(), v.string()]));

// Drafts written before the address kept all its fields may lack the text and the city, and hold coordinates as text.
const addressSchema = v.looseObject({
  ...v.pick(modelAddress, ['addressDbId']).entries,
  enteredText: v.optional(maybeString),
  city: v.optional(maybeString),
  lat: coordinate,
  lng: coordinate,
  isAddressChanged: v.optional(v.boolean()),
});

const itemSchema = v.looseObject(
  v.pick(modelItem, ['key', 'touched', 'oversize', 'weight', 'itemsNumber', 'itemCategoryId'])
    .entries,
);

const draftSchema = v.looseObject({
  auction: v.looseObject(
    v.pick(auctionFieldsSchema, [
      'id',
      'uuid',
      'mainCategoryId',
      'categoryId',
      'dateFixed',
      'sendDateFrom',
      'sendDateTo',
      'receiveDateFrom',
      'receiveDateTo',
      'distance',
      'polylineString',
      'priceEstimation',
    ]).entries,
  ),
  items: v.pipe(v.array(itemSchema), v.minLength(1)),
  pictures: v.array(v.looseObject(v.pick(pictureSchema, ['uid']).entries)),
  addresses: v.object({ from: addressSchema, to: addressSchema }),
  form: v.looseObject({
    step: v.nullable(v.picklist(STEPS)),
    maxStepNumber: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(STEPS.length)),
    returnToStep: v.nullable(v.picklist(STEPS)),
    transportDateRange: v.nullable(v.picklist(TRANSPORT_DATE_RANGES)),
    isTitleEnteredByUser: v.boolean(),
    isTotalWeightEditedByUser: v.boolean(),
    isFormCorrect: v.boolean(),
    formMode: v.picklist(FORM_MODES),
    isWaitingForPriceEstimate: v.boolean(),
    estimateFor: v.optional(maybeString),
    finalValidators: v.array(v.string()),
    categoryName: maybeString,
  }),
});

export const isValidDraft = (value: unknown): boolean => v.safeParse(draftSchema, value).success;
