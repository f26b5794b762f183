// @vitest-environment node
import fc from 'fast-check';
import { RouteError } from '@/core/errors/errors';
import type { RouteManifest } from '@/core/router/manifest';
import type { RouteName } from '@/core/router/route-names';
import { Router } from '@/core/router/router';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';

// Requirements as RouteCompiler writes them, PCRE oddities, and arbitrary text.
const regex = fc.oneof(
  fc.constantFrom(
    '[^/]++',
    '[^/\\:]++',
    '[^/\\=]++',
    '[^\\.]++',
    '\\d+',
    '\\++',
    '.+',
    '',
    'a{2}+x{',
    '(?!admin)[a-z]+',
    '[a-z\\-]+',
    '(?i)x',
    '[[:alpha:]]+',
    '\\Qa.b\\E',
    '[',
    ')',
    '\\',
  ),
  fc.string({ maxLength: 8 }),
);
const name = fc.constantFrom('a', 'b', '_locale', '_format', 'toString', '__proto__');
const token = fc.oneof(
  fc.tuple(fc.constant('text'), fc.string({ maxLength: 6 })),
  fc.tuple(
    fc.constant('variable'),
    fc.constantFrom('/', '.', ':', ''),
    regex,
    name,
    fc.boolean(),
    fc.boolean(),
  ),
  fc.anything({ maxDepth: 1 }),
);
const scalar = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const route = fc.record(
  {
    tokens: fc.oneof(fc.array(token, { maxLength: 4 }), fc.anything({ maxDepth: 1 })),
    defaults: fc.oneof(fc.constant([]), fc.dictionary(name, scalar, { maxKeys: 3 })),
    requirements: fc.oneof(
      fc.constant([]),
      fc.dictionary(fc.oneof(name, fc.constant('_scheme')), regex, { maxKeys: 3 }),
    ),
    hosttokens: fc.array(token, { maxLength: 3 }),
    methods: fc.array(fc.constantFrom('GET', 'POST'), { maxLength: 2 }),
    schemes: fc.array(fc.constantFrom('http', 'https', 'ftp'), { maxLength: 2 }),
  },
  { requiredKeys: ['tokens'] },
);
const manifest = fc.record({
  base_url: fc.constantFrom('', '/app.php'),
  routes: fc.dictionary(fc.constantFrom('r', 'r.pl', 'pl__RG__r', 'r.pt_PT'), route, {
    maxKeys: 3,
  }),
  prefix: fc.constantFrom('', 'pl__RG__'),
  host: fc.constantFrom('', 'localhost', '127.0.0.1:8791', '[::1]:80'),
  port: fc.constantFrom('', '8791', 443, null),
  scheme: fc.constantFrom('', 'http', 'https'),
  locale: fc.constantFrom('', 'en', 'pl_PL', 'pt'),
});

describe('router on any dump', () => {
  it('returns a URL string or throws a RouteError, never another error', (context) => {
    fc.assert(
      fc.property(
        manifest,
        fc.dictionary(fc.oneof(name, fc.string({ maxLength: 4 })), fc.anything({ maxDepth: 2 }), {
          maxKeys: 4,
        }),
        fc.constantFrom(undefined, 'pl', 'pt-PT'),
        fc.boolean(),
        (dump, params, locale, absolute) => {
          try {
            const url = new Router(dump as unknown as RouteManifest, locale, null).generate(
              'r' as RouteName,
              params,
              { absolute },
            );
            expect(typeof url).toBe('string');
          } catch (error) {
            if (!(error instanceof RouteError)) throw error;
          }
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'router',
      label: 'arbitrary dumps and parameters',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});
