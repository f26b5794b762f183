import { emptyAddress, type Address } from '../model/address';
import { isAddressValid } from './address';
import type { PlaceLookupFailure } from './classify-failure';

/**
 * What each thing the customer does to an address field does to the
 * Address (spec section 3). The text fields mean:
 * - enteredText: what is in the field right now;
 * - userText: the text of the place the customer chose (null until chosen);
 * - previousText: the place chosen before, kept while the customer changes it;
 * - isAddressChanged: the text was edited since the last choice, so it no
 *   longer names a geocoded place (the address is invalid until a new choice).
 */

/** Why the typed text is not an address yet. */
export type InputError = 'required' | 'notSelected';
/** Why a chosen place could not become an address. */
export type GeoCodingError = PlaceLookupFailure;

/** The text the field shows. */
export const addressText = (address: Address): string =>
  address.enteredText ?? address.userText ?? '';

/** Typing drops the geocoded place: the shown text must always be what is sent. */
export function addressTyped(address: Address, text: string): Address {
  if (text === addressText(address) && !address.isAddressChanged) return address;
  return {
    ...emptyAddress(),
    enteredText: text,
    userText: null,
    previousText: address.userText ?? address.previousText,
    isAddressChanged: true,
  };
}

/** What the place lookup gives of a chosen place: the address without the field's own text and flags. */
export type ResolvedPlace = Omit<
  Address,
  'enteredText' | 'userText' | 'previousText' | 'isAddressChanged' | 'inputError' | 'geoCodingError'
>;

/** A chosen place, resolved into a full address with its addressDbId. */
export function addressResolved(address: Address, resolved: ResolvedPlace, label: string): Address {
  const next: Address = {
    ...emptyAddress(),
    ...resolved,
    enteredText: label,
    userText: label,
    previousText: address.userText ?? address.previousText,
    isAddressChanged: false,
    inputError: null,
    geoCodingError: null,
  };
  // The backend found the place but could not pin it down: keep the text, flag it, stay invalid.
  if (!isAddressValid(next))
    return { ...next, lat: null, lng: null, addressDbId: null, geoCodingError: 'notFound' };
  return next;
}

/** The place lookup failed: the text stays, the address stays invalid. */
export function addressResolveFailed(
  address: Address,
  label: string,
  error: GeoCodingError,
): Address {
  return {
    ...address,
    enteredText: label,
    userText: null,
    isAddressChanged: true,
    inputError: null,
    geoCodingError: error,
  };
}

/**
 * Leaving the field (or pressing Next): an empty field is required, a typed
 * text nobody chose from the list is not an address. A valid address, or one
 * whose geocoding already failed, keeps what it has.
 */
export function addressChecked(
  address: Address,
  { requireFilled }: { requireFilled: boolean },
): Address {
  if (isAddressValid(address) || address.geoCodingError) return address;
  const text = addressText(address).trim();
  const inputError: InputError | null = text ? 'notSelected' : requireFilled ? 'required' : null;
  return inputError === address.inputError ? address : { ...address, inputError };
}
