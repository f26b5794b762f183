import * as v from 'valibot';
import { field, modelEntries } from './field-kinds';

/** One end of the route (spec section 3, "Address"), each field with its kind. */
export const ADDRESS_FIELDS = {
  enteredText: field.text,
  userText: field.text,
  previousText: field.text,
  country: field.text,
  countryId: field.id,
  countryCode: field.text,
  countryLat: field.number,
  countryLng: field.number,
  province: field.text,
  provinceId: field.id,
  provinceLat: field.number,
  provinceLng: field.number,
  city: field.text,
  cityId: field.id,
  cityOsmId: field.numberOrText,
  cityPlaceId: field.text,
  cityLat: field.number,
  cityLng: field.number,
  buildingNr: field.numberAsText,
  street: field.text,
  postalCode: field.text,
  lat: field.number,
  lng: field.number,
  isAddressChanged: field.flagOff,
  inputError: field.text,
  geoCodingError: field.text,
  addressDbId: field.id,
};

/** One end of the route: its type, and what the draft checks of it. */
export const addressSchema = v.object(modelEntries(ADDRESS_FIELDS));

export type Address = v.InferOutput<typeof addressSchema>;

export type AddressEnd = 'from' | 'to';

export const emptyAddress = (): Address => v.getDefaults(addressSchema);
