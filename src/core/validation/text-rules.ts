import { isEmpty } from './empty';

/*
 * Format rules for text fields (spec section 5). Each passes an empty value
 * (an optional field left blank) and never cleans a value up to make it pass:
 * "12 345" is not a postal code, "+48 600…" is not a phone number.
 */

const POSTAL = /^\d{2}-\d{3}$/;
// The PL prefix is accepted in either case because people type "pl"; nothing else is forgiven.
const TAX_NUMBER = /^(?:PL)?\d{10}$/i;
const REGON = /^\d{9}$/;
// ASCII only: logins end up in URLs and e-mails, where "ż" would be trouble.
const LOGIN = /^[A-Za-z0-9_-]{6,50}$/;
// Letters of any alphabet, with the separators real names use (Kowalska-Nowak, O'Brien).
const ONLY_LETTERS = /^[\p{L}\p{M}]+(?:[ '’-]+[\p{L}\p{M}]+)*$/u;
const PHONE = /^\d{1,14}$/;
const YEAR = /^\d{4}$/;
const NAME_PART = "[\\p{L}\\p{M}][\\p{L}\\p{M}.'’-]*";
const NAME_AND_SURNAME = new RegExp(`^${NAME_PART}(?: +${NAME_PART})+$`, 'u');

export const postal = (value: string): boolean => isEmpty(value) || POSTAL.test(value);

/** Whether a company country value means Poland (`PL`, any case). */
export const isPolish = (country: unknown): boolean =>
  typeof country === 'string' && country.trim().toUpperCase() === 'PL';

/** The company country's value, or `true` for a form that is Polish-only. */
export type CountryParam = string | true | null | undefined;

/**
 * `country` is the company country's value; the format is only checked for
 * Poland. `true` means "the form is Polish-only, always check".
 */
export const taxNumber = (value: string, country: CountryParam): boolean =>
  isEmpty(value) || (country !== true && !isPolish(country)) || TAX_NUMBER.test(value);

export const regon = (value: string): boolean => isEmpty(value) || REGON.test(value);

export const login = (value: string): boolean => isEmpty(value) || LOGIN.test(value);

export const onlyletters = (value: string): boolean => isEmpty(value) || ONLY_LETTERS.test(value);

export const phonenumber = (value: string): boolean => isEmpty(value) || PHONE.test(value);

export const year = (value: string): boolean => isEmpty(value) || YEAR.test(value);

/** Strength only; the length is a separate `minlength` rule on the field. */
export const password = (value: string): boolean =>
  isEmpty(value) || (/\d/.test(value) && /\p{Lu}/u.test(value) && /\p{Ll}/u.test(value));

/** At least two space-separated parts made of letters ("Anna Maria Nowak" is fine). */
export const nameAndSurname = (value: string): boolean =>
  isEmpty(value) || NAME_AND_SURNAME.test(value);
