import { isEmpty } from './empty';
import { isPolish, type CountryParam } from './text-rules';

/*
 * Opt-in checksum rules. The format rules above accept any digits; these add
 * the official check digit, so a typo in a NIP or REGON is caught too.
 */

const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7];
const REGON_WEIGHTS = [8, 9, 2, 3, 4, 5, 6, 7];

const weightedSum = (digits: string, weights: number[]): number =>
  weights.reduce((sum, weight, index) => sum + weight * Number(digits[index]), 0);

/** NIP: sum of the first nine digits by weight, mod 11, is the tenth (a remainder of 10 is never issued). */
export function isValidNip(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const check = weightedSum(digits, NIP_WEIGHTS) % 11;
  return check !== 10 && check === Number(digits[9]);
}

/** REGON (9 digits): sum by weight mod 11 is the ninth digit, a remainder of 10 counting as 0. */
export function isValidRegon(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  const check = weightedSum(digits, REGON_WEIGHTS) % 11;
  return (check === 10 ? 0 : check) === Number(digits[8]);
}

/** Same parameter as `taxNumber`: the company country, or `true` to always check. */
export const taxNumberChecksum = (value: string, country: CountryParam): boolean => {
  if (isEmpty(value) || (country !== true && !isPolish(country))) return true;
  const match = /^(?:PL)?(\d{10})$/i.exec(value);
  return match !== null && isValidNip(match[1] as string);
};

export const regonChecksum = (value: string): boolean => isEmpty(value) || isValidRegon(value);
