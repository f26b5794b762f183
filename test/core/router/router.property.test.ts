// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RouteError } from '@/core/errors/errors';
import type { RouteManifest } from '@/core/router/manifest';
import { requirementMatcher } from '@/core/router/pcre';
import { Router } from '@/core/router/router';
import shipped from '@/core/router/shipped-routes.json';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';
import { route, routeDump, text } from './manifest-kit';

const manifest = shipped as unknown as RouteManifest;
const router = new Router(manifest, 'en', { protocol: 'http:', host: 'localhost' });
const names = Object.keys(manifest.routes).filter(
  (name) => !name.includes('.') && !name.includes('__RG__'),
);

/** Parses a query string built by the router back into nested objects/arrays. */
function parseQuery(query: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  for (const pair of query.split('&').filter(Boolean)) {
    const eq = pair.indexOf('=');
    const rawKey = pair.slice(0, eq);
    const value = decodeURIComponent(pair.slice(eq + 1));
    const parts = rawKey
      .split(/\[|\]\[|\]/)
      .filter((p) => p !== '')
      .map((p) => decodeURIComponent(p));
    let node: Record<string, unknown> = out;
    parts.forEach((part, index) => {
      if (index === parts.length - 1) node[part] = value;
      else node = (node[part] ??= Object.create(null)) as Record<string, unknown>;
    });
  }
  return out;
}

/** What the router promises for a query value: strings as they are, arrays as index-keyed objects. */
function normalise(value: unknown): unknown {
  const bare = (entries: Array<[string, unknown]>) =>
    Object.assign(Object.create(null) as Record<string, unknown>, Object.fromEntries(entries));
  if (Array.isArray(value)) return bare(value.map((v, i) => [String(i), normalise(v)]));
  if (value && typeof value === 'object')
    return bare(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return String(value);
}

const paramValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.integer(),
  fc.constantFrom(
    '12',
    '4242',
    'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d',
    'customer',
    'avatar',
    'licence',
    '',
    '../',
    'a/b',
    'x?y',
    'z#w',
    '%2F',
    'undefined',
  ),
);

describe('router properties', () => {
  it('builds a URL whose path parameters meet their requirements, or throws a named RouteError', (context) => {
    fc.assert(
      fc.property(
        fc.constantFrom(...names),
        fc.dictionary(fc.string({ maxLength: 12 }), paramValue, { maxKeys: 4 }),
        fc.array(paramValue, { maxLength: 6 }),
        (name, extra, values) => {
          const route = manifest.routes[name]!;
          const variables = route.tokens
            .filter((t) => t[0] === 'variable')
            .map((t) => t[3] as string);
          const params: Record<string, unknown> = { ...extra };
          variables.forEach((variable, i) => {
            if (i < values.length) params[variable] = values[i];
          });
          let url: string;
          try {
            url = router.generate(name as never, params);
          } catch (error) {
            expect(error).toBeInstanceOf(RouteError);
            expect((error as RouteError).route).toBe(name);
            return;
          }
          const path = new URL(url, 'http://localhost').pathname;
          // Re-match the built path against the route's own tokens: every variable segment meets its requirement.
          const requirements = Array.isArray(route.requirements)
            ? {}
            : (route.requirements as Record<string, string>);
          let pattern = '';
          for (const token of [...route.tokens].reverse()) {
            if (token[0] === 'text') pattern += token[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            else {
              // A value whose requirement allows `/` keeps it (Symfony): greedy, as Symfony's matcher reads it.
              const value = requirementMatcher(token[2] || '[^/]++').test('a/b')
                ? '(.*)'
                : '([^/]*)';
              pattern += `(?:${token[1].replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${value})?`;
            }
          }
          const match = new RegExp(`^${pattern || '/'}$`).exec(path);
          expect(match, `${name}: ${path}`).not.toBeNull();
          const variableTokens = [...route.tokens].reverse().filter((t) => t[0] === 'variable');
          variableTokens.forEach((token, i) => {
            const raw = match?.[i + 1];
            if (raw === undefined || raw === '') return;
            // Symfony writes a literal `%2F` as `%2F` (docs/router.md): read it back as written.
            const decoded = decodeURIComponent(raw.replace(/%2F/g, '%252F'));
            const requirement = requirements[token[3] as string] ?? (token[2] as string);
            expect(
              // UrlGenerator's own test: case-insensitive, look-arounds ignored.
              requirementMatcher(requirement).test(decoded),
              `${name}.${String(token[3])}=${decoded}`,
            ).toBe(true);
          });
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'router',
      label: 'random parameters for shipped routes',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('never lets a path parameter inject ? or # or a dot segment; `/` only where its requirement allows it', (context) => {
    const withRequirement = (requirement: string) =>
      new Router(
        routeDump(
          {
            any: route([['variable', '/', requirement, 'x'], text('/p')], {
              requirements: { x: requirement },
            }),
          },
          { host: '' },
        ),
        'en',
        { protocol: 'http:', host: 'localhost' },
      );
    const loose = withRequirement('.+');
    // Symfony's default requirement: no `/`.
    const strict = withRequirement('[^/]++');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ minLength: 1 }),
          fc
            .array(fc.constantFrom('.', '..', '/', '?', '#', 'a', '%2F', '%2E', '%'), {
              minLength: 1,
              maxLength: 8,
            })
            .map((parts) => parts.join('')),
        ),
        (value) => {
          if (`/${value}/`.split('/').some((segment) => segment === '.' || segment === '..')) {
            // Dot segments would be resolved away by the browser: refused outright.
            expect(() => loose.generate('any' as never, { x: value })).toThrow(RouteError);
            expect(() => strict.generate('any' as never, { x: value })).toThrow(RouteError);
            return;
          }
          if (value.includes('/'))
            expect(() => strict.generate('any' as never, { x: value })).toThrow(RouteError);
          const url = loose.generate('any' as never, { x: value });
          const path = url.slice('/p/'.length);
          expect(path).not.toMatch(/[?#]/);
          // The browser reads the path as built (nothing resolved away), and it spells the value
          // (a literal `%2F` is written `%2F`, as Symfony writes it).
          expect(new URL(url, 'http://localhost').pathname).toBe(url);
          expect(decodeURIComponent(path.replace(/%2F/g, '%252F'))).toBe(value);
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'router',
      label: 'path-injection attempts',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('round-trips the query string', (context) => {
    const key = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((k) => !/[[\]]/.test(k) && k !== '__proto__');
    const leaf = fc.oneof(fc.string(), fc.integer().map(String));
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('node'), { minLength: 1, maxLength: 3 }),
        fc.dictionary(key, tie('node'), { minKeys: 1, maxKeys: 3 }),
      ),
    })).node;
    const simple = new Router(routeDump({ q: route([text('/q')]) }, { host: '' }), 'en', {
      protocol: 'http:',
      host: 'localhost',
    });
    fc.assert(
      fc.property(
        fc.dictionary(
          key.filter((k) => k !== '_locale'),
          value,
          { minKeys: 1, maxKeys: 4 },
        ),
        (params) => {
          const url = simple.generate('q' as never, params);
          const query = url.slice(url.indexOf('?') + 1);
          expect(query).not.toMatch(/#/);
          expect(parseQuery(query)).toEqual(normalise(params));
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'router',
      label: 'query-string round trips',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});
