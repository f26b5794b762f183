// @vitest-environment node
/**
 * Golden cases from Symfony's own RouteCompiler and UrlGenerator (tools/symfony-golden/generate.php,
 * regenerate with `npm run golden:symfony`). Where Symfony builds a URL we build the same one, or
 * differ in one of the documented ways of docs/router.md, each recognised below by name; where
 * Symfony throws, we throw a RouteError.
 */
import { RouteError } from '@/core/errors/errors';
import type { RouteManifest } from '@/core/router/manifest';
import type { RouteName } from '@/core/router/route-names';
import { Router } from '@/core/router/router';
import { recordFigure } from '../../tools/reliability';
import golden from './golden/symfony-golden.json';

interface GoldenCase {
  context: string;
  name: string;
  params: Record<string, unknown>;
  locale: string;
  absolute: boolean;
  url?: string;
  exception?: string;
}

const dumps = golden.dumps as unknown as Record<string, RouteManifest>;
const cases = golden.cases as GoldenCase[];

function ours(c: GoldenCase): { url: string } | { error: RouteError } {
  try {
    const router = new Router(dumps[c.context]!, c.locale, null);
    return { url: router.generate(c.name as RouteName, c.params, { absolute: c.absolute }) };
  } catch (error) {
    if (error instanceof RouteError) return { error };
    throw error;
  }
}

const has = (c: GoldenCase, test: (value: unknown) => boolean) =>
  Object.values(c.params).some(test);

/** Spelling differences (docs/router.md), applied in turn so several can meet in one URL. */
const NORMALISERS: Array<[string, (c: GoldenCase, our: string, sf: string) => [string, string]]> = [
  // A route on another host: Symfony writes a network path `//host/…`, we write the page scheme.
  [
    'schemeWrittenForOtherHost',
    (c, our, sf) => [our, sf.startsWith('//') ? `${dumps[c.context]!.scheme}:${sf}` : sf],
  ],
  // Brackets stay readable in query keys.
  ['queryKeyBrackets', (_c, our, sf) => [our, sf.replace(/%5B/g, '[').replace(/%5D/g, ']')]],
  // Booleans in the query are written true/false (router.js), PHP writes 1/0.
  [
    'queryBooleans',
    (c, our, sf) => [
      has(c, (v) => typeof v === 'boolean')
        ? our.replace(/=true\b/g, '=1').replace(/=false\b/g, '=0')
        : our,
      sf,
    ],
  ],
];

/** Where Symfony builds a URL and we refuse, on purpose. */
const REFUSALS: Record<string, (c: GoldenCase, error: RouteError) => boolean> = {
  // null means "not given": Symfony puts "" in the path when the requirement allows it.
  nullIsNotGiven: (c, error) => error.parameter !== undefined && c.params[error.parameter] === null,
  // `.`/`..` segments: Symfony writes %2E, which browsers resolve away all the same.
  dotSegmentRefused: (_c, error) => error.message.includes('a path segment'),
  // A host value with `/`, `:` or `@` would move the URL to another host.
  hostValueRefused: (_c, error) => error.message.includes('cannot be part of a host'),
};

function classify(c: GoldenCase): string | undefined {
  const our = ours(c);
  // A page that gives only its language (`pt`) gets the variant of its region (`home.pt_PT`);
  // Symfony only shortens a locale, so it finds no route.
  if (c.exception === 'RouteNotFoundException' && 'url' in our && !c.locale.includes('_'))
    return 'regionVariantForLanguage';
  if (c.exception !== undefined) return 'error' in our ? 'same' : undefined;
  if ('error' in our) return Object.keys(REFUSALS).find((key) => REFUSALS[key]!(c, our.error));
  let [a, b] = [our.url, c.url!];
  if (a === b) return 'same';
  for (const [name, normalise] of NORMALISERS) {
    [a, b] = normalise(c, a, b);
    if (a === b) return name;
  }
  return undefined;
}

describe(`Symfony golden cases (${golden.generator})`, () => {
  it('has a few hundred cases covering every route, both contexts and thrown exceptions', () => {
    expect(cases.length).toBeGreaterThan(300);
    expect(new Set(cases.map((c) => c.context))).toEqual(new Set(['dev', 'prod']));
    expect(cases.some((c) => c.exception === 'MissingMandatoryParametersException')).toBe(true);
    expect(cases.some((c) => c.exception === 'InvalidParameterException')).toBe(true);
  });

  it('same URL as UrlGenerator, a RouteError where it throws, or a documented difference', (context) => {
    const kinds: Record<string, number> = {};
    const unclassified: string[] = [];
    for (const c of cases) {
      const kind = classify(c);
      if (kind === undefined) {
        const our = ours(c);
        unclassified.push(
          `${c.context} ${c.name} ${JSON.stringify(c.params)} ${c.locale} abs=${c.absolute}: symfony ${c.url ?? c.exception}, ours ${'url' in our ? our.url : our.error.message}`,
        );
      } else kinds[kind] = (kinds[kind] ?? 0) + 1;
    }
    expect(unclassified).toEqual([]);
    expect(kinds.same).toBeGreaterThan(cases.length * 0.8);
    recordFigure(context, {
      group: 'router',
      label: 'Symfony golden cases',
      value: cases.length,
      unit: 'cases',
    });
  });
});
