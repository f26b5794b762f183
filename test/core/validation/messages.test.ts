// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { getI18n, resetI18nForTests } from '@/core/i18n/i18n';
import { LOCALES } from '@/core/i18n/locales';
import { loadValidationMessages, RULES, validateField, validationMessage } from '@/core/validation';

const ROOT = path.resolve(import.meta.dirname, '../../../locales');
const catalogue = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(path.join(ROOT, locale, 'validation.json'), 'utf8')) as Record<
    string,
    string
  >;

// Spec section 5, word for word.
const SPEC_ENGLISH: Record<string, string> = {
  required: 'This field is required.',
  receiveDate: 'This field is required.',
  sendDate: 'This field is required.',
  email: 'Please enter a valid email address.',
  url: 'Please enter a valid URL.',
  date: 'Please enter a valid date.',
  momentDate: 'Please enter a valid date.',
  momentDateTime: 'Please enter a valid date.',
  offerEndDate: 'Please enter a valid date.',
  number: 'Please enter a valid number.',
  price: 'Please enter a valid number.',
  digits: 'Please enter only digits.',
  equalTo: 'Please enter the same value again.',
  maxlength: 'Please enter no more than {0} characters.',
  postal: 'Wrong postal code format.',
  taxNumber: 'Wrong tax number format - Please enter tax number as 9999999999 or PL9999999999.',
  regon: 'Wrong regon format.',
  login: 'Wrong characters.',
  onlyletters: 'Wrong characters.',
  phonenumber: 'Please enter your phone number in a proper format.',
  year: 'Please enter 4 digits for a year.',
  password: 'Password must contain a number, an upper case letter and a lower case letter.',
  name_and_surname: 'Please enter your name and last name.',
  pickupDateSameOrGreater: 'Date "From" must be sooner than date "To".',
  priceMinHigherThanPrice: 'Minimal quote cannot be higher than a suggested quote.',
};

// Where the spec gives only a fragment, the full sentence keeps the fragment word for word.
const SPEC_FRAGMENTS: Record<string, string> = {
  minlength: 'at least {0} characters',
  rangelength: 'between {0} and {1}',
};

// jquery-validation's own keys whose messages the entry replaces.
const JQUERY_KEYS = [
  'required',
  'remote',
  'email',
  'url',
  'date',
  'dateISO',
  'number',
  'digits',
  'equalTo',
  'maxlength',
  'minlength',
  'rangelength',
  'range',
  'max',
  'min',
  'step',
];

describe('the English catalogue', () => {
  const en = catalogue('en');

  it.each(Object.entries(SPEC_ENGLISH))('%s is worded exactly as the spec', (key, text) => {
    expect(en[key]).toBe(text);
  });

  it.each(Object.entries(SPEC_FRAGMENTS))(
    '%s keeps the spec fragment in a full sentence',
    (key, fragment) => {
      expect(en[key]).toContain(fragment);
      expect(en[key]).toMatch(/^Please .*\.$/);
    },
  );

  it('has a message for every rule and every jquery-validation built-in', () => {
    const missing = [...Object.keys(RULES), ...JQUERY_KEYS].filter((key) => !en[key]);
    expect(missing).toEqual([]);
  });
});

describe.each(LOCALES)('the %s catalogue', (locale) => {
  it('has every English key with a non-empty message', () => {
    const messages = catalogue(locale);
    const missing = Object.keys(catalogue('en')).filter((key) => !messages[key]?.trim());
    expect(missing).toEqual([]);
  });

  it('carries no HTML, since jquery-validation inserts messages as HTML', () => {
    expect(Object.values(catalogue(locale)).filter((text) => /[<>&]/.test(text))).toEqual([]);
  });
});

describe.each(LOCALES.filter((locale) => locale !== 'en'))('the %s catalogue', (locale) => {
  it('is translated, not copied from English', () => {
    const en = catalogue('en');
    const messages = catalogue(locale);
    const copies = Object.keys(en).filter((key) => messages[key] === en[key]);
    expect(copies).toEqual([]);
  });
});

describe('loading and formatting messages', () => {
  afterEach(() => resetI18nForTests());

  it('loads only the page locale, normalising pl_PL and falling back to English', async () => {
    expect((await loadValidationMessages('pl_PL')).postal).toBe(
      'Nieprawidłowy format kodu pocztowego.',
    );
    expect((await loadValidationMessages('xx')).postal).toBe('Wrong postal code format.');
  });

  it('turns a failed rule into text through i18next with the placeholders filled', async () => {
    const i18n = await getI18n(['validation'], 'pl');
    const error = validateField('minlength', 'abc', 6);
    expect(error).not.toBeNull();
    expect(validationMessage(i18n.t, error!)).toBe('Proszę podać co najmniej 6 znaków.');
    expect(validationMessage(i18n.t, validateField('rangelength', 'a', [2, 4])!)).toBe(
      'Proszę podać wartość o długości od 2 do 4 znaków.',
    );
  });

  it('works with a plain catalogue lookup too', async () => {
    const messages = await loadValidationMessages('de');
    const t = (key: string) => messages[key.replace(/^validation:/, '')] ?? key;
    expect(validationMessage(t, validateField('maxlength', 'abcdef', 5)!)).toBe(
      'Bitte geben Sie höchstens 5 Zeichen ein.',
    );
  });
});
