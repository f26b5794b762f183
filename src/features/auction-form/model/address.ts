/** One end of the route (spec section 3, "Address"). */
export interface Address {
  enteredText: string | null;
  userText: string | null;
  previousText: string | null;
  country: string | null;
  countryId: number | null;
  countryCode: string | null;
  countryLat: number | null;
  countryLng: number | null;
  province: string | null;
  provinceId: number | null;
  provinceLat: number | null;
  provinceLng: number | null;
  city: string | null;
  cityId: number | null;
  cityOsmId: number | string | null;
  cityPlaceId: string | null;
  cityLat: number | null;
  cityLng: number | null;
  buildingNr: string | null;
  street: string | null;
  postalCode: string | null;
  lat: number | null;
  lng: number | null;
  isAddressChanged: boolean;
  inputError: string | null;
  geoCodingError: string | null;
  addressDbId: number | null;
}

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
