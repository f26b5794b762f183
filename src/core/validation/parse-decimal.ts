import { finiteNumber } from './finite-number';

/**
 * A number the customer typed, or null: blank, not a number, or not finite.
 * Customers type decimal commas ("12,5"), the platform's separator, so the
 * first comma reads as the point. Numbers pass through (NaN is null).
 */
export function parseDecimal(value: string | number | null | undefined): number | null {
  return finiteNumber(typeof value === 'string' ? value.replace(',', '.') : value);
}
