import { finiteNumber } from '@/core/validation/finite-number';
import type { Address } from '../model/address';

const isNumber = (value: unknown): boolean => finiteNumber(value) !== null;

/**
 * Spec section 3: an address counts only once it is geocoded (numeric lat and
 * lng) and stored by the backend (non-null addressDbId). Coordinates may come
 * back from the API as numeric strings, which still count.
 */
export function isAddressValid(address: Address | null | undefined): boolean {
  if (!address) return false;
  return (
    isNumber(address.lat) &&
    isNumber(address.lng) &&
    address.addressDbId !== null &&
    address.addressDbId !== undefined
  );
}

/** Spec section 5: the route step is valid when both addresses are. */
export const areAddressesValid = (
  from: Address | null | undefined,
  to: Address | null | undefined,
): boolean => isAddressValid(from) && isAddressValid(to);
