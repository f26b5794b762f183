// @vitest-environment node
/**
 * Requirements a PHP site writes with possessive quantifiers or atomic groups are linear in PCRE;
 * translated naively to JavaScript they backtrack exponentially, and a value chosen by a link
 * (`?login=…`) froze the tab. Each match below runs under a watchdog (node:vm's `timeout`): not a
 * speed measurement but a hang detector. A linear match of these values takes microseconds, a
 * catastrophic one 2^40 steps, so the generous limit cannot be reached by a loaded machine.
 */
import vm from 'node:vm';
import fc from 'fast-check';
import { RouteError } from '@/core/errors/errors';
import type { RouteManifest } from '@/core/router/manifest';
import { requirementMatcher } from '@/core/router/pcre';
import type { RouteName } from '@/core/router/route-names';
import { Router } from '@/core/router/router';
import { recordFigure } from '../../tools/reliability';
import { routeDump } from './manifest-kit';

const WATCHDOG_MS = 5000;
const RUNS = 300;

/** Runs `work` where a hang is cut off and reported instead of freezing the suite. */
function finishes<T>(work: () => T): T {
  const context = vm.createContext({ work });
  return vm.runInContext('work()', context, { timeout: WATCHDOG_MS }) as T;
}

const unit = fc.constantFrom('[a-z0-9]', '\\d', '\\w', '[^/]', 'a', '[a-z]');
const separator = fc.constantFrom('[-_.]', '-', '\\s', '[,;]');
const possessive = fc.constantFrom('++', '*+', '{1,}+');

/** PHP-safe shapes whose naive JavaScript form backtracks catastrophically. */
const requirement = fc.oneof(
  fc
    .tuple(unit, possessive, separator, possessive)
    .map(([u, inner, s, outer]) => `(?:${u}${inner}${s}?)${outer}`),
  fc.tuple(unit, separator).map(([u, s]) => `(?>(?:${u}+${s}?)+)`),
  fc.tuple(unit, separator).map(([u, s]) => `(?:(?>${u}+)${s}?)+`),
  fc.tuple(unit, possessive).map(([u, p]) => `(?:${u}${p})+`),
  fc.tuple(unit, separator).map(([u, s]) => `(?>${u}+|${s})+`),
  fc.tuple(unit, possessive, unit).map(([u, p, tail]) => `(?:(?:${u}${p})*+)${tail}z`),
);

/** A long run the requirement almost accepts, broken at the end (or anywhere) by a character it refuses. */
const hostileValue = fc
  .tuple(
    fc.constantFrom('a', '1', 'a1', 'a-', 'a a', 'ab.'),
    fc.integer({ min: 30, max: 2000 }),
    fc.constantFrom('!', '/', '#', '\u0000', 'é!', '--!'),
    fc.nat(),
  )
  .map(([run, times, breaker, at]) => {
    const body = run.repeat(times);
    const cut = at % (body.length + 1);
    return at % 3 === 0 ? `${body.slice(0, cut)}${breaker}${body.slice(cut)}` : body + breaker;
  });

const dump = (req: string): RouteManifest =>
  routeDump({
    front_force_login: {
      tokens: [
        ['variable', '/', req, 'type'],
        ['text', '/login'],
      ],
      defaults: {},
      requirements: { type: req },
    },
  });

describe('requirements with possessive quantifiers and atomic groups', () => {
  it('match a hostile value in linear time, in the matcher and through generate()', (context) => {
    fc.assert(
      fc.property(requirement, hostileValue, (req, value) => {
        const matched = finishes(() => requirementMatcher(req).test(value));
        expect(typeof matched).toBe('boolean');
        const router = new Router(dump(req), 'en', null);
        const outcome = finishes(() => {
          try {
            return router.generate('front_force_login' as RouteName, { type: value });
          } catch (error) {
            return error;
          }
        });
        if (typeof outcome !== 'string') expect(outcome).toBeInstanceOf(RouteError);
      }),
      { numRuns: RUNS },
    );
    recordFigure(context, {
      group: 'router',
      label: 'hostile values against possessive/atomic requirements',
      value: RUNS,
      unit: 'cases',
    });
  });

  it('keep what PCRE matches: a possessive run gives nothing back, an atomic group tries one branch', () => {
    expect(requirementMatcher('[a-z]*+z').test('abz')).toBe(false);
    expect(requirementMatcher('[a-z]*z').test('abz')).toBe(true);
    expect(requirementMatcher('(?>a|ab)c').test('abc')).toBe(false);
    expect(requirementMatcher('(?>a|ab)c').test('ac')).toBe(true);
    expect(requirementMatcher('(?:[a-z0-9]++[-_.]?)++').test('my-slug.v2')).toBe(true);
    // A back-reference keeps its number though groups are added before it.
    expect(requirementMatcher('(?>\\d+)-(\\d)\\1').test('12-33')).toBe(true);
    expect(requirementMatcher('(?>\\d+)-(\\d)\\1').test('12-34')).toBe(false);
  });
});
