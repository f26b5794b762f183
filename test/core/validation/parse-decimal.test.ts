// @vitest-environment node
import { parseDecimal } from '@/core/validation/parse-decimal';

describe('parseDecimal', () => {
  it.each<[string | number | null | undefined, number | null]>([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    [' 12,5 ', 12.5],
    ['-0,25', -0.25],
    ['0', 0],
    ['', null],
    ['   ', null],
    ['abc', null],
    ['12,5,1', null],
    ['Infinity', null],
    [null, null],
    [undefined, null],
    [7.5, 7.5],
    [Number.NaN, null],
  ])('%j → %j', (input, expected) => {
    expect(parseDecimal(input)).toBe(expected);
  });
});
