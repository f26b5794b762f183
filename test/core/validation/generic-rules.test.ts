// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  digits,
  email,
  equalTo,
  max,
  maxlength,
  min,
  minlength,
  number,
  range,
  rangelength,
  required,
} from '@/core/validation/generic-rules';

describe('jquery-validation built-ins, for the React form', () => {
  it('required: whitespace alone is not a value', () => {
    expect([
      required('x'),
      required(''),
      required('   '),
      required(null),
      required(undefined),
    ]).toEqual([true, false, false, false, false]);
  });

  it.each([
    ['', true],
    ['jan@example.com', true],
    ['jan.kowalski+tag@poczta.example.pl', true],
    ['jan@', false],
    ['jan example.com', false],
    ['@example.com', false],
  ])('email(%j) → %s', (value, expected) => {
    expect(email(value)).toBe(expected);
  });

  it('number and digits use jquery-validation expressions', () => {
    expect([number('-1.5'), number('1,234.5'), number('1,5'), number('abc'), number('')]).toEqual([
      true,
      true,
      false,
      false,
      true,
    ]);
    expect([digits('0123'), digits('12.3'), digits('-1'), digits('')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });

  it('lengths include their bounds', () => {
    expect([minlength('abcde', 6), minlength('abcdef', 6), minlength('', 6)]).toEqual([
      false,
      true,
      true,
    ]);
    expect([maxlength('abcdef', 6), maxlength('abcdefg', 6)]).toEqual([true, false]);
    expect([
      rangelength('ab', [3, 5]),
      rangelength('abc', [3, 5]),
      rangelength('abcde', [3, 5]),
      rangelength('abcdef', [3, 5]),
    ]).toEqual([false, true, true, false]);
  });

  it('min, max and range compare numbers and refuse non-numbers', () => {
    expect([min('5', 5), min('4.9', 5), min('abc', 5), min('', 5)]).toEqual([
      true,
      false,
      false,
      true,
    ]);
    expect([max('5', 5), max('5.1', 5), max(' ', 5)]).toEqual([true, false, false]);
    expect([
      range('1', [1, 3]),
      range('3', [1, 3]),
      range('0', [1, 3]),
      range('4', [1, 3]),
    ]).toEqual([true, true, false, false]);
  });

  it('equalTo compares with the other value exactly', () => {
    expect([equalTo('Secret1', 'Secret1'), equalTo('Secret1', 'secret1'), equalTo('', '')]).toEqual(
      [true, false, true],
    );
  });
});
