import fc from 'fast-check';
import { renderTwig, type Rendered } from '../../tools/twig/render-twig';
import { PROPERTY_RUNS } from '../tools/reliability';

/**
 * A property over templates rendered by real Twig: every case fast-check will try is rendered ahead,
 * in one PHP process, and a shrunk case it did not draw is rendered on its own. Pass `seed` and
 * `numRuns` to fc.assert: the same seed makes fc.sample and fc.assert draw the same cases.
 */
export function renderAhead<T>(
  values: fc.Arbitrary<T>,
  template: (value: T) => string,
  named: Readonly<Record<string, string>> = {},
): { seed: number; numRuns: number; rendered: (value: T) => Rendered | undefined } {
  const seed = Date.now() | 0;
  const cases = fc.sample(values, { seed, numRuns: PROPERTY_RUNS });
  const output = renderTwig(cases.map(template), named);
  const ahead = new Map(cases.map((value, i) => [JSON.stringify(value), output[i]]));
  return {
    seed,
    numRuns: PROPERTY_RUNS,
    rendered: (value) =>
      ahead.get(JSON.stringify(value)) ?? renderTwig([template(value)], named)[0],
  };
}
