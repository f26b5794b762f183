// @vitest-environment node
import { propertyRuns } from './reliability';

describe('propertyRuns', () => {
  it.each([
    ['nothing asked', undefined, undefined, 2000],
    ['a lower count asked while working', '200', undefined, 200],
    ['a lower count asked in npm test', '200', '1', 2000],
    ['not a whole number', '1e2x', undefined, 2000],
    ['zero', '0', undefined, 2000],
  ])('%s: %s runs', (_label, asked, fullSuite, runs) => {
    expect(propertyRuns(asked, fullSuite)).toBe(runs);
  });
});
