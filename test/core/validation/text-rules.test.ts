// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isPolish,
  login,
  nameAndSurname,
  onlyletters,
  password,
  phonenumber,
  postal,
  regon,
  taxNumber,
  year,
} from '@/core/validation/text-rules';

type Table = Array<[string, boolean]>;

const check = (rule: (value: string) => boolean, table: Table) =>
  it.each(table)('%j → %s', (value, expected) => {
    expect(rule(value)).toBe(expected);
  });

describe('postal: NN-NNN', () => {
  check(postal, [
    ['', true],
    ['00-950', true],
    ['31-001', true],
    ['00950', false],
    ['0-0950', false],
    ['00-95', false],
    ['00-9500', false],
    [' 00-950', false],
    ['00-950 ', false],
    ['ab-cde', false],
    ['00–950', false], // an en dash is not a hyphen
  ]);
});

describe('taxNumber: 10 digits with an optional PL prefix, only for a Polish company', () => {
  it.each<[string, string | true | null | undefined, boolean]>([
    ['', 'PL', true],
    ['5260250274', 'PL', true],
    ['PL5260250274', 'PL', true],
    ['pl5260250274', 'PL', true],
    ['5260250274', 'pl', true],
    ['526025027', 'PL', false], // 9 digits
    ['52602502741', 'PL', false], // 11 digits
    ['PL526025027', 'PL', false],
    ['DE5260250274', 'PL', false],
    ['526-025-02-74', 'PL', false], // separators are not stripped
    ['526 025 02 74', 'PL', false],
    ['PL 5260250274', 'PL', false],
    ['5260250274', true, true],
    ['abc', true, false],
    // A non-Polish company's tax number has another format: not this rule's business.
    ['DE123456789', 'DE', true],
    ['abc', 'DE', true],
    ['abc', '', true],
    ['abc', null, true],
    ['abc', undefined, true],
  ])('%j with country %j → %s', (value, country, expected) => {
    expect(taxNumber(value, country)).toBe(expected);
  });

  it('reads PL from the country value only', () => {
    expect([
      isPolish('PL'),
      isPolish(' pl '),
      isPolish('POL'),
      isPolish('Poland'),
      isPolish(null),
    ]).toEqual([true, true, false, false, false]);
  });
});

describe('regon: exactly 9 digits', () => {
  check(regon, [
    ['', true],
    ['123456785', true],
    ['12345678', false],
    ['1234567850', false],
    ['12345678a', false],
    ['123 456 785', false],
  ]);
});

describe('login: 6–50 letters, digits, underscore and hyphen', () => {
  check(login, [
    ['', true],
    ['abcde', false], // 5
    ['abcdef', true], // 6
    ['a'.repeat(50), true],
    ['a'.repeat(51), false],
    ['jan_kowalski-87', true],
    ['JanKowalski', true],
    ['jan kowalski', false],
    ['jan.kowalski', false],
    ['jan@kowalski', false],
    ['żółwik1', false],
  ]);
});

describe('onlyletters: letters of any alphabet, no digits or symbols', () => {
  check(onlyletters, [
    ['', true],
    ['Kowalski', true],
    ['Łódź', true],
    ['Kowalska-Nowak', true],
    ["O'Brien", true],
    ['Jan Maria', true],
    ['Kowalski2', false],
    ['Jan!', false],
    ['a@b', false],
    ['-', false],
    [' ', false],
  ]);
});

describe('phonenumber: up to 14 digits', () => {
  check(phonenumber, [
    ['', true],
    ['6', true],
    ['600700800', true],
    ['1'.repeat(13), true],
    ['1'.repeat(14), true],
    ['1'.repeat(15), false],
    ['+48600700800', false],
    ['600 700 800', false],
    ['600-700-800', false],
    ['phone', false],
  ]);
});

describe('year: 4 digits', () => {
  check(year, [
    ['', true],
    ['2024', true],
    ['1999', true],
    ['999', false],
    ['20245', false],
    ['2O24', false],
    ['24', false],
  ]);
});

describe('password: a number, an upper-case and a lower-case letter', () => {
  check(password, [
    ['', true],
    ['Secret1', true],
    ['Żółw123x', true],
    ['secret1', false],
    ['SECRET1', false],
    ['Secretly', false],
    ['12345678', false],
  ]);
});

describe('name_and_surname: two space-separated parts', () => {
  check(nameAndSurname, [
    ['', true],
    ['Jan Kowalski', true],
    ['Anna Maria Nowak', true],
    ['Zofia Kowalska-Nowak', true],
    ["Seán O'Brien", true],
    ['Jan', false],
    ['Jan ', false],
    [' Jan', false],
    ['Jan Kowalski2', false],
    ['Jan 123', false],
    ['- -', false],
  ]);
});
