import { isEmpty } from './empty';
import { parseDecimal } from './parse-decimal';

// An optional sign, digits, and an optional fraction after a dot or a comma. No thousands separators.
const PRICE = /^[+-]?\d+(?:[.,]\d+)?$/;

/** "-12,50" → -12.5; anything that is not a price → null. The comma is the platform's decimal separator. */
export function parsePrice(value: string | null | undefined): number | null {
  if (isEmpty(value) || !PRICE.test(value)) return null;
  return parseDecimal(value);
}

export const price = (value: string): boolean => isEmpty(value) || parsePrice(value) !== null;

/**
 * The minimal price must be strictly below the price (`priceValue`, the
 * price field's value). With no usable price there is nothing to compare.
 */
export function priceMinHigherThanPrice(
  value: string,
  priceValue: string | number | null | undefined,
): boolean {
  if (isEmpty(value)) return true;
  const max = typeof priceValue === 'number' ? priceValue : parsePrice(priceValue);
  if (max === null || Number.isNaN(max)) return true;
  const min = parsePrice(value);
  return min !== null && min < max;
}
