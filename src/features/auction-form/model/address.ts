import * as v from 'valibot';

const maybeNumber = v.nullable(v.number());
const maybeString = v.nullable(v.string());

/** One end of the route (spec section 3, "Address"): its type, and what the draft checks of it. */
export const addressSchema = v.object({
  enteredText: maybeString,
  userText: maybeString,
  previousText: maybeString,
  country: maybeString,
  countryId: maybeNumber,
  countryCode: maybeString,
  countryLat: maybeNumber,
  countryLng: maybeNumber,
  province: maybeString,
  provinceId: maybeNumber,
  provinceLat: maybeNumber,
  provinceLng: maybeNumber,
  city: maybeString,
  cityId: maybeNumber,
  cityOsmId: v.nullable(v.union([v.number(), v.string()])),
  cityPlaceId: maybeString,
  cityLat: maybeNumber,
  cityLng: maybeNumber,
  buildingNr: maybeString,
  street: maybeString,
  postalCode: maybeString,
  lat: maybeNumber,
  lng: maybeNumber,
  isAddressChanged: v.boolean(),
  inputError: maybeString,
  geoCodingError: maybeString,
  addressDbId: maybeNumber,
});

export type Address = v.InferOutput<typeof addressSchema>;

export type AddressEnd = 'from' | 'to';

export const emptyAddress = (): Address => ({
  enteredText: null,
  userText: null,
  previousText: null,
  country: null,
  countryId: null,
  countryCode: null,
  countryLat: null,
  countryLng: null,
  province: null,
  provinceId: null,
  provinceLat: null,
  provinceLng: null,
  city: null,
  cityId: null,
  cityOsmId: null,
  cityPlaceId: null,
  cityLat: null,
  cityLng: null,
  buildingNr: null,
  street: null,
  postalCode: null,
  lat: null,
  lng: null,
  isAddressChanged: false,
  inputError: null,
  geoCodingError: null,
  addressDbId: null,
});
