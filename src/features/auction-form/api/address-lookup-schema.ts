import * as v from 'valibot';
import { optionalNumber } from '../model/wire';

/**
 * The wire format of the localisation endpoints. The platform spec leaves the
 * payloads unspecified ("not shown"); this is the contract the fixtures and
 * the form share, checked on arrival so a changed backend fails loudly as a
 * "malformed" answer instead of filling the form with undefined.
 */
const nullableString = v.nullish(v.string(), null);
// A DECIMAL coordinate may come as "52.2297"; "abc" is a bad answer, not NaN.
const nullableNumber = optionalNumber;

/** One row of api_address_info_by_name: a place the customer can pick. */
const addressSuggestionSchema = v.object({
  placeId: v.pipe(v.string(), v.minLength(1)),
  /** The full text shown in the list and put in the input once chosen. */
  label: v.string(),
  city: v.string(),
  province: nullableString,
  country: v.string(),
  countryCode: v.string(),
  postalCode: nullableString,
  /** The street part of the typed text, when the backend recognised one. */
  street: nullableString,
  buildingNr: nullableString,
});

export type AddressSuggestion = v.InferOutput<typeof addressSuggestionSchema>;

export const suggestionsAnswerSchema = v.object({ data: v.array(addressSuggestionSchema) });

/** api_address_info_by_place_id: the full address (spec section 3) with its addressDbId. */
const resolvedAddressSchema = v.object({
  country: nullableString,
  countryId: nullableNumber,
  countryCode: nullableString,
  countryLat: nullableNumber,
  countryLng: nullableNumber,
  province: nullableString,
  provinceId: nullableNumber,
  provinceLat: nullableNumber,
  provinceLng: nullableNumber,
  city: nullableString,
  cityId: nullableNumber,
  cityOsmId: v.nullish(v.union([v.number(), v.string()]), null),
  cityPlaceId: nullableString,
  cityLat: nullableNumber,
  cityLng: nullableNumber,
  buildingNr: nullableString,
  street: nullableString,
  postalCode: nullableString,
  lat: nullableNumber,
  lng: nullableNumber,
  addressDbId: nullableNumber,
});

export type ResolvedAddress = v.InferOutput<typeof resolvedAddressSchema>;

export const resolvedAnswerSchema = v.object({ data: resolvedAddressSchema });
