import * as v from 'valibot';
import {
  optionalBoolean,
  optionalId,
  optionalList,
  optionalNumber,
  optionalString,
  wireId,
} from './wire';

/** An address of a loaded auction (spec section 3); coordinates may come as DECIMAL strings. */
const addressSchema = v.object({
  enteredText: optionalString,
  userText: optionalString,
  previousText: optionalString,
  country: optionalString,
  countryId: optionalId,
  countryCode: optionalString,
  countryLat: optionalNumber,
  countryLng: optionalNumber,
  province: optionalString,
  provinceId: optionalId,
  provinceLat: optionalNumber,
  provinceLng: optionalNumber,
  city: optionalString,
  cityId: optionalId,
  cityOsmId: v.nullish(v.union([v.number(), v.string()]), null),
  cityPlaceId: optionalString,
  cityLat: optionalNumber,
  cityLng: optionalNumber,
  buildingNr: v.nullish(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value)),
    ),
    null,
  ),
  street: optionalString,
  postalCode: optionalString,
  lat: optionalNumber,
  lng: optionalNumber,
  isAddressChanged: v.pipe(
    optionalBoolean,
    v.transform((changed) => changed === true),
  ),
  inputError: optionalString,
  geoCodingError: optionalString,
  addressDbId: optionalId,
});

/** An item of a loaded auction; measurements and weight are DECIMAL columns. */
const itemSchema = v.object({
  id: optionalId,
  tmpId: optionalString,
  name: optionalString,
  length: optionalNumber,
  width: optionalNumber,
  height: optionalNumber,
  weight: optionalNumber,
  itemsNumber: optionalNumber,
  oversize: v.pipe(
    optionalBoolean,
    v.transform((oversize) => oversize === true),
  ),
  itemCategoryId: optionalId,
  model: optionalString,
  productionDate: v.nullish(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value)),
    ),
    null,
  ),
  bodyType: optionalString,
  hasWheels: optionalBoolean,
  isAdjustedByUser: optionalBoolean,
  palletized: optionalBoolean,
  dimensionsEstimated: optionalBoolean,
  packed: optionalBoolean,
  autocompleteItemId: v.nullish(v.union([v.number(), v.string()]), null),
});

const pictureSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  originalName: optionalString,
  originalUrl: optionalString,
  thumbUrl: optionalString,
});

/** api_get_auction_form_data: the auction (spec section 3). Unknown fields are dropped. */
export const auctionAnswerSchema = v.pipe(
  // A list passes `v.object` when every field is optional: refuse it first.
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'an auction object',
  ),
  v.object({
    id: optionalId,
    uuid: optionalString,
    title: optionalString,
    mainCategoryId: optionalId,
    categoryId: optionalId,
    dateFixed: v.pipe(
      optionalBoolean,
      v.transform((fixed) => fixed ?? true),
    ),
    sendDateFrom: optionalString,
    sendDateTo: optionalString,
    receiveDateFrom: optionalString,
    receiveDateTo: optionalString,
    fromAddress: v.nullish(addressSchema, () => v.parse(addressSchema, {})),
    toAddress: v.nullish(addressSchema, () => v.parse(addressSchema, {})),
    distance: optionalNumber,
    polylineString: optionalString,
    pictures: optionalList(pictureSchema),
    items: optionalList(itemSchema),
    description: optionalString,
    priceEstimation: optionalNumber,
    bookingSetPrice: optionalNumber,
    isFixAvailable: optionalBoolean,
    vatInvoice: optionalBoolean,
    vatInvoiceCountry: optionalString,
    type: optionalString,
    pickupElevator: optionalBoolean,
    deliveryElevator: optionalBoolean,
    pickupFloor: optionalNumber,
    deliveryFloor: optionalNumber,
    totalWeight: optionalNumber,
    status: v.nullish(v.union([v.string(), v.number()]), null),
    token: optionalString,
  }),
);

/** The id a write (api_post_auction, api_patch_auction_form_data) answers with; the rest is not shown by the spec. */
export const auctionWriteAnswerSchema = v.object({ id: v.pipe(wireId, v.minValue(1)) });
