import { isBlank, isEmpty } from './empty';

/*
 * The React form's counterparts of jquery-validation's built-in methods, with
 * the same regular expressions and the same "empty passes" convention, so a
 * field behaves the same in both. The jQuery entry leaves jquery-validation's
 * own methods alone and only gives them their messages.
 */

// jquery-validation's e-mail expression (the WHATWG one).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
const NUMBER = /^(?:-?\d+|-?\d{1,3}(?:,\d{3})+)?(?:-?\.\d+)?$/;
const DIGITS = /^\d+$/;

const numeric = (value: string): number => (value.trim() === '' ? Number.NaN : Number(value));

/** Unlike jquery-validation, whitespace alone does not fill a required field. */
export const required = (value: string | null | undefined): boolean => !isBlank(value);

export const email = (value: string): boolean => isEmpty(value) || EMAIL.test(value);
export const number = (value: string): boolean => isEmpty(value) || NUMBER.test(value);
export const digits = (value: string): boolean => isEmpty(value) || DIGITS.test(value);

export const minlength = (value: string, min: number): boolean =>
  isEmpty(value) || value.length >= min;
export const maxlength = (value: string, max: number): boolean =>
  isEmpty(value) || value.length <= max;
export const rangelength = (value: string, [min, max]: readonly [number, number]): boolean =>
  isEmpty(value) || (value.length >= min && value.length <= max);

export const min = (value: string, bound: number): boolean =>
  isEmpty(value) || numeric(value) >= bound;
export const max = (value: string, bound: number): boolean =>
  isEmpty(value) || numeric(value) <= bound;
export const range = (value: string, [low, high]: readonly [number, number]): boolean =>
  isEmpty(value) || (numeric(value) >= low && numeric(value) <= high);

/** `other` is the other field's value (jquery-validation takes its selector). */
export const equalTo = (value: string, other: string): boolean => value === other;
