import * as v from 'valibot';
import { STEPS, FORM_MODES } from '../model/steps';
import { TRANSPORT_DATE_RANGES } from '../rules/dates';

/**
 * What a saved draft must look like to be restored. Loose objects: fields
 * the schema does not name are kept as saved, but every field the form's
 * rules read is checked, so a tampered or half-written draft is dropped
 * instead of breaking the form.
 */
const maybeString = v.nullable(v.string());
const maybeNumber = v.nullable(v.number());
const coordinate = v.nullable(v.union([v.number(), v.string()]));

const addressSchema = v.looseObject({
  enteredText: v.optional(maybeString),
  city: v.optional(maybeString),
  lat: coordinate,
  lng: coordinate,
  addressDbId: v.nullable(v.number()),
  isAddressChanged: v.optional(v.boolean()),
});

const itemSchema = v.looseObject({
  key: v.pipe(v.string(), v.minLength(1)),
  touched: v.boolean(),
  oversize: v.boolean(),
  weight: maybeNumber,
  itemsNumber: maybeNumber,
  itemCategoryId: maybeNumber,
});

export const draftSchema = v.looseObject({
  auction: v.looseObject({
    id: maybeNumber,
    uuid: maybeString,
    mainCategoryId: maybeNumber,
    categoryId: maybeNumber,
    dateFixed: v.boolean(),
    sendDateFrom: maybeString,
    sendDateTo: maybeString,
    receiveDateFrom: maybeString,
    receiveDateTo: maybeString,
    distance: maybeNumber,
    polylineString: maybeString,
    priceEstimation: maybeNumber,
  }),
  items: v.pipe(v.array(itemSchema), v.minLength(1)),
  pictures: v.array(v.looseObject({ uid: v.string() })),
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
