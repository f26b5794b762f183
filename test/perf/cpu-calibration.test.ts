// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calibratedMultiplier } from './cpu-calibration';

describe('calibratedMultiplier', () => {
  it.each([
    // The docs' own brackets: the high-end desktop keeps about the default; lower hosts get less.
    [1750, 4],
    [2000, 4.6],
    [1500, 3.4],
    [1000, 2.3],
    [800, 1.8],
    [500, 1.1],
    // A host as slow as the target phone, or slower, is not sped up.
    [437.5, 1],
    [200, 1],
  ])('benchmarkIndex %d gives %d×', (index, multiplier) => {
    expect(calibratedMultiplier(index)).toBe(multiplier);
  });

  it.each([0, -5, Number.NaN, Number.POSITIVE_INFINITY])('refuses an index of %d', (index) => {
    expect(() => calibratedMultiplier(index)).toThrow(/benchmarkIndex must be a positive number/);
  });
});
