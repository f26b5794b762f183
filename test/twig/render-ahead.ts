import fc from 'fast-check';
import {
  renderTwig,
  renderTwigPages,
  type Rendered,
  type RenderedPage,
  type TwigPage,
} from '../../tools/twig/render-twig';
import { PROPERTY_RUNS } from '../tools/reliability';

interface Ahead<T, R> {
  seed: number;
  numRuns: number;
  rendered: (value: T) => R | undefined;
}

/**
 * Every case fast-check will try, rendered ahead in one PHP process by `renderAll`; a shrunk case it
 * did not draw is rendered on its own. Pass `seed` and `numRuns` to fc.assert: the same seed makes
 * fc.sample and fc.assert draw the same cases.
 */
function ahead<T, I, R>(
  values: fc.Arbitrary<T>,
  input: (value: T) => I,
  renderAll: (inputs: I[]) => R[],
): Ahead<T, R> {
  const seed = Date.now() | 0;
  const cases = fc.sample(values, { seed, numRuns: PROPERTY_RUNS });
  const output = renderAll(cases.map(input));
  const known = new Map(cases.map((value, i) => [JSON.stringify(value), output[i]]));
  return {
    seed,
    numRuns: PROPERTY_RUNS,
    rendered: (value) => known.get(JSON.stringify(value)) ?? renderAll([input(value)])[0],
  };
}

/** A property over templates rendered by real Twig (`renderTwig`), `named` the templates they load. */
export function renderAhead<T>(
  values: fc.Arbitrary<T>,
  template: (value: T) => string,
  named: Readonly<Record<string, string>> = {},
): Ahead<T, Rendered> {
  return ahead(values, template, (templates) => renderTwig(templates, named));
}

/** A property over pages of a Symfony site rendered by real Twig (`renderTwigPages`). */
export function renderPagesAhead<T>(
  values: fc.Arbitrary<T>,
  page: (value: T) => TwigPage,
): Ahead<T, RenderedPage> {
  return ahead(values, page, (pages) => renderTwigPages(pages));
}
