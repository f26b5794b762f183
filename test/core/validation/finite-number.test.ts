// @vitest-environment node
import * as v from 'valibot';
import { finiteNumber, wireNumber } from '@/core/validation/finite-number';

describe('finiteNumber', () => {
  it.each([
    [12, 12],
    [-0.5, -0.5],
    ['45.50', 45.5],
    [' 7 ', 7],
    ['+3', 3],
    ['-2', -2],
    ['.5', 0.5],
    ['5.', 5],
    ['1e3', 1000],
    ['', null],
    ['   ', null],
    ['12,5', null],
    ['0x10', null],
    ['0b1', null],
    ['Infinity', null],
    ['1e400', null],
    ['abc', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [null, null],
    [undefined, null],
    [true, null],
    [[5], null],
    [{}, null],
  ])('%j → %j', (value, expected) => {
    expect(finiteNumber(value)).toBe(expected);
  });
});

describe('wireNumber', () => {
  it('reads what finiteNumber reads, and fails the parse on anything else', () => {
    expect(v.parse(wireNumber, '45.50')).toBe(45.5);
    expect(v.parse(wireNumber, 3)).toBe(3);
    for (const bad of ['', 'abc', '12,5', null, true, Number.NaN])
      expect(v.safeParse(wireNumber, bad).success).toBe(false);
  });
});
