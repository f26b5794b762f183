// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePrice, price, priceMinHigherThanPrice } from '@/core/validation/price-rules';

describe('price: a comma or a dot as the decimal separator, an optional sign', () => {
  it.each<[string, number | null]>([
    ['12', 12],
    ['12,50', 12.5],
    ['12.50', 12.5],
    ['-12,5', -12.5],
    ['+12,5', 12.5],
    ['0,99', 0.99],
    ['1 200', null], // no thousands separators
    ['1.200,50', null],
    ['12,', null],
    [',5', null],
    ['12,5,0', null],
    ['--12', null],
    ['12 zł', null],
    ['€12', null],
    ['', null],
  ])('parsePrice(%j) → %s', (value, expected) => {
    expect(parsePrice(value)).toBe(expected);
    if (value !== '') expect(price(value)).toBe(expected !== null);
  });

  it('passes an empty optional field', () => {
    expect(price('')).toBe(true);
  });
});

describe('priceMinHigherThanPrice: the minimal price strictly below the price', () => {
  it.each<[string, string | number | null | undefined, boolean]>([
    ['100', '200', true],
    ['99,99', '100', true],
    ['100', '100', false], // equal is not below
    ['100,00', '100', false],
    ['150', '100,50', false],
    ['-5', '0', true],
    ['', '100', true], // empty: optional
    ['100', '', true], // no price to compare with
    ['100', 'abc', true],
    ['abc', '100', false],
    ['100', 150, true],
    ['200', 150, false],
  ])('%j against %j → %s', (min, priceValue, expected) => {
    expect(priceMinHigherThanPrice(min, priceValue)).toBe(expected);
  });
});
