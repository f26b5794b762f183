// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RouteError } from '@/core/errors/errors';
import type { RouteDefinition, RouteManifest, RouteToken } from '@/core/router/manifest';
import type { RouteName } from '@/core/router/route-names';
import { Router, toJsPattern } from '@/core/router/router';
import {
  ADMIN_HOST,
  MANIFEST_PATH,
  buildManifest,
  compilePath,
  renderManifest,
} from '../../../tools/build-routes';

// The spec's route facts, kept in the project as test data (verbatim extracts of the spec).
const SPEC = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../fixtures/platform-spec',
);
const readSpec = (file: string) => readFileSync(path.join(SPEC, file), 'utf8');
const PLATFORM = readSpec('platform-routes.md');
const FORM = readSpec('form-and-helpers.md');
const README = readSpec('route-names.md');

const manifestText = readFileSync(MANIFEST_PATH, 'utf8');
const manifest = JSON.parse(manifestText) as RouteManifest;
const ROUTES = Object.entries(manifest.routes);
const PAGE = { protocol: 'http:', host: 'localhost' };

// ---------------------------------------------------------------------------
// Reading the spec

/** The `## n.` section of a document. */
function section(doc: string, n: number): string {
  const start = doc.indexOf(`\n## ${n}.`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

interface SpecPath {
  path: string;
  /** Methods the spec states; empty when it states none. */
  methods: string[];
  line: string;
  admin?: boolean;
  /** `/api/mobile/...`: some route lives under this prefix. */
  prefix?: boolean;
  /** A URL with values filled in (the form's calls): a literal may stand for a parameter. */
  concrete?: boolean;
}

const METHOD = '(?:GET|POST|PUT|PATCH|DELETE)';
const METHODS_BEFORE = new RegExp(`(${METHOD}(?:(?:,\\s*|\\s+and\\s+)${METHOD})*)\\s+$`);
// A path starts at a `/` that is not inside a word; `{...}` placeholders may hold spaces and `|`.
const PATH = /(?<![\w.])\/(?:[\w.*-]|\{[^}]*\}|\/)*/g;

interface Found {
  path: string;
  methods: string[];
  prefix: boolean;
}

/** Paths of a piece of text, each with the methods written right before it. */
function pathsIn(text: string): Found[] {
  const found: Found[] = [];
  let previous = 0;
  for (const match of text.matchAll(PATH)) {
    const before = text.slice(previous, match.index);
    previous = match.index + match[0].length;
    const methods = METHODS_BEFORE.exec(before)?.[1]?.match(new RegExp(METHOD, 'g')) ?? [];
    const raw = match[0];
    const prefix = raw.endsWith('/...');
    const clean = prefix ? raw.slice(0, -3) : raw.replace(/\.+$/, '').replace(/\/\*$/, '/{*}');
    if (clean.length > 1) found.push({ path: clean, methods, prefix });
  }
  return found;
}

const cells = (row: string) =>
  row
    .split('|')
    .slice(1, -1)
    .map((cell) => cell.trim());

const segments = (p: string) => p.split('/').filter(Boolean);

/**
 * Catalogue lines whose shorthand cannot be read mechanically, expanded by hand
 * (`METHOD path`, or a bare path where the spec gives no method).
 */
const BY_HAND: Record<string, string[]> = {
  // "(all under /api/auction/search or /api/auction as named)": the project puts all under /search.
  'GET /api/auction/search, /count,': [
    'GET /api/auction/search',
    'GET /api/auction/search/count',
    'GET /api/auction/search/coords',
    'GET /api/auction/search/coords/anonymous',
    'GET /api/auction/search/coords/landing-page',
    'GET /api/auction/search/coords/aggregated',
    'GET /api/auction/search/details/{id}',
  ],
  // "(under /api/my-account/payment/ for history and fees as named)": so invoices is not under it.
  'GET /api/my-account/payment/history': [
    'GET /api/my-account/payment/history',
    'GET /api/my-account/payment/fees',
    'GET /api/my-account/invoices',
  ],
  // "...endpoints under /api/ with the refund identifier": names as segments, no methods stated.
  'endpoints under /api/ with the refund identifier': [
    'PUT /api/refunds/{refundRequest}',
    '/api/repeat-refund-notification/{refundId}',
    '/api/refund-phone-called/{refundId}',
    '/api/repeat-refund-pdf/{refundId}',
  ],
};

function fromHand(entry: string, line: string): SpecPath {
  const [first, second] = entry.split(' ') as [string, string | undefined];
  return second ? { path: second, methods: [first], line } : { path: first, methods: [], line };
}

/**
 * Section 7 of platform-routes.md. Shorthand read here: "X/ followed by: a, b"
 * (X/a, X/b); "X and its /count" and "X, with optional /a or /b" (appended to X);
 * "X/one, /two" (a sibling: replaces as many trailing segments of X as the first
 * short piece has); `;` separates calls with their own methods.
 */
function cataloguePaths(): SpecPath[] {
  const out: SpecPath[] = [];
  for (const line of section(PLATFORM, 7).split('\n')) {
    const hand = Object.entries(BY_HAND).find(([key]) => line.includes(key));
    if (hand) {
      out.push(...hand[1].map((entry) => fromHand(entry, line)));
      continue;
    }
    for (const clause of line.split(';')) {
      const found = pathsIn(clause);
      const lead = found[0]?.methods ?? [];
      const followed = /followed by:\s*(.*)$/.exec(clause);
      if (followed?.[1] && found[0]) {
        for (const item of followed[1].split(','))
          out.push({ path: found[0].path + item.trim(), methods: lead, line });
        continue;
      }
      const append = /\b(and its|with optional)\b/.test(clause);
      let full = '';
      let base: string | undefined;
      for (const item of found) {
        const methods = item.methods.length ? item.methods : lead;
        if (item.path.startsWith('/api/')) {
          full = item.path;
          base = undefined;
          out.push({ path: item.path, methods, line, prefix: item.prefix });
          continue;
        }
        if (base === undefined) {
          const drop = append ? 0 : segments(item.path).length;
          base = drop ? full.split('/').slice(0, -drop).join('/') : full;
        }
        out.push({ path: base + item.path, methods, line });
      }
    }
  }
  return out;
}

/** Section 2 of platform-routes.md: page tables, the admin list, the API doc pages. GET unless stated. */
function pagePaths(): SpecPath[] {
  const out: SpecPath[] = [];
  let admin = false;
  for (const line of section(PLATFORM, 2).split('\n')) {
    if (line.startsWith('Admin routes')) admin = true;
    else if (line.trim() && !line.startsWith('- ')) admin = false;
    if (line.startsWith('|')) {
      const method = cells(line).find((cell) => new RegExp(`^${METHOD}$`).test(cell));
      for (const item of pathsIn(line))
        out.push({ path: item.path, methods: [method ?? 'GET'], line });
      continue;
    }
    for (const item of pathsIn(line)) {
      out.push({
        path: item.path,
        methods: item.methods.length ? item.methods : ['GET'],
        line,
        admin,
      });
    }
  }
  return out;
}

/** form-and-helpers.md: the pages of section 2, and the concrete URLs among section 7's targets. */
function formPaths(): SpecPath[] {
  const out: SpecPath[] = [];
  for (const line of section(FORM, 2).split('\n')) {
    // "/edit-auction/{id}/" is the base the step segment is appended to.
    for (const item of pathsIn(line))
      out.push({ path: item.path.replace(/(.)\/$/, '$1'), methods: ['GET'], line });
  }
  for (const [method, target] of formCalls()) {
    if (/^[a-z_]+$/.test(target)) continue;
    // A target with placeholders is a URL with some values filled in (`/20`, `/motorcycle/`).
    const concrete = target.includes('{');
    for (const item of pathsIn(target))
      out.push({ path: item.path, methods: [method], line: target, concrete });
  }
  return out;
}

/** Rows of form-and-helpers.md section 7: [method, target]. */
function formCalls(): [string, string][] {
  return section(FORM, 7)
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .map(cells)
    .filter(([method]) => new RegExp(`^${METHOD}$`).test(method ?? ''))
    .map(([method, target]) => [method as string, target as string]);
}

/** Rows of the spec README's route-name table: [name, method, path]. */
function readmeRoutes(): [string, string, string][] {
  return README.split('\n')
    .filter((line) => line.startsWith('|'))
    .map(cells)
    .filter(
      ([name, method]) =>
        /^[a-z_]+$/.test(name ?? '') && new RegExp(`^${METHOD}$`).test(method ?? ''),
    )
    .map(([name, method, p]) => [name as string, method as string, p as string]);
}

/** `{customer|courier}` becomes one path per alternative, marked `=value`. */
function expand(spec: SpecPath): SpecPath[] {
  const match = /\{(\w[\w-]*(?:\|[\w-]+)+)\}/.exec(spec.path);
  if (!match?.[1]) return [spec];
  return match[1]
    .split('|')
    .flatMap((value) => expand({ ...spec, path: spec.path.replace(match[0], `=${value}`) }));
}

// ---------------------------------------------------------------------------
// Reading the manifest

const record = (value: RouteDefinition['defaults']): Record<string, unknown> =>
  Array.isArray(value) ? {} : (value ?? {});

const template = (tokens: RouteToken[]) =>
  [...tokens]
    .reverse()
    .map((t) => (t[0] === 'text' ? t[1] : `${t[1]}{${t[3]}}`))
    .join('') || '/';

/** The route's path, and the shorter ones it has when trailing defaulted parameters are left out. */
function templates(route: RouteDefinition): string[] {
  const defaults = record(route.defaults);
  const out = [template(route.tokens)];
  let tokens = route.tokens;
  while (tokens[0]?.[0] === 'variable' && tokens[0][3] in defaults) {
    tokens = tokens.slice(1);
    out.push(template(tokens));
  }
  return out;
}

function accepts(regex: string, value: string): boolean {
  return new RegExp(`^(?:${toJsPattern(regex)})$`, 'u').test(value);
}

function regexOf(route: RouteDefinition, param: string): string {
  const token = route.tokens.find((t) => t[0] === 'variable' && t[3] === param);
  if (!token || token[0] !== 'variable') throw new Error(`no parameter ${param}`);
  return token[2];
}

/**
 * A spec path matches a route path when their segments agree: a `{placeholder}`
 * matches any parameter (names aside), text matches the same text, and a value
 * (`=courier`, or any literal of a concrete URL) matches a parameter that accepts it.
 */
function matches(spec: SpecPath, routePath: string, route: RouteDefinition): boolean {
  if (spec.prefix) return routePath.startsWith(spec.path);
  const a = spec.path.split('/');
  const b = routePath.split('/');
  if (a.length !== b.length) return false;
  return a.every((segment, i) => {
    const target = b[i] as string;
    const param = /^\{(\w+)\}$/.exec(target)?.[1];
    if (/^\{[^}]*\}$/.test(segment)) return param !== undefined;
    const value = segment.startsWith('=') ? segment.slice(1) : segment;
    if (value === target) return true;
    return (
      param !== undefined &&
      (spec.concrete || segment.startsWith('=')) &&
      accepts(regexOf(route, param), value)
    );
  });
}

const isAdmin = (route: RouteDefinition) => (route.hosttokens ?? []).length > 0;

function routesFor(spec: SpecPath): [string, RouteDefinition][] {
  return ROUTES.filter(
    ([, route]) =>
      isAdmin(route) === !!spec.admin && templates(route).some((p) => matches(spec, p, route)),
  );
}

/** What is missing for a spec path: the path itself, or one of its methods. */
function gaps(specs: SpecPath[]): string[] {
  return specs.flatMap(expand).flatMap((spec) => {
    const found = routesFor(spec);
    const where = `${spec.path}  ←  ${spec.line.trim()}`;
    if (!found.length) return [`no route: ${where}`];
    return spec.methods
      .filter(
        (m) =>
          !found.some(
            ([, route]) => !(route.methods ?? []).length || (route.methods ?? []).includes(m),
          ),
      )
      .map((m) => `no ${m} route: ${where}`);
  });
}

function router(locale = 'en'): Router {
  return new Router(manifest, locale, PAGE);
}

// ---------------------------------------------------------------------------

describe('the spec is read as expected', () => {
  const catalogue = cataloguePaths();

  it('finds the catalogue, the pages and the form calls', () => {
    expect(catalogue.length).toBeGreaterThan(240);
    expect(pagePaths().length).toBeGreaterThan(40);
    expect(formPaths().length).toBeGreaterThanOrEqual(6);
    expect(readmeRoutes().length).toBeGreaterThanOrEqual(18);
  });

  it('expands the shorthand', () => {
    const paths = catalogue.map((s) => `${s.methods.join(',')} ${s.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'GET /api/auction/{auctionId}/search_engine_map_details',
        'PATCH /api/auction/{id}/fix/convert',
        'POST /api/auction/{id}/opinion/{hash}',
        'GET /api/my-account/offers/{type}/count',
        'GET /api/auction/search/quick-deals/for-my-company/count',
        'GET /api/item_categories/{auctionCategoryId}/children/{parentItemId}',
        'PATCH /api/offer/{offerId}/realize',
        'GET /api/auction/{id}/offer/calc-from-gross-price',
        'POST /api/translations/delete-from-trash',
        'POST /api/translations/restore-from-trash/{id}',
        'GET /api/opinions/random',
        'GET /api/me/company/verification/french',
        'PATCH,DELETE /api/auction/criteria/{criteriaId}',
        'POST,DELETE /api/mobile/company/device/{deviceUID}/tracking',
        ' /api/mobile/tests/{*}',
        'POST /api/freshmail/webhook/{fixed secret segment}',
      ]),
    );
  });

  it('each hand-expanded line is found exactly once', () => {
    const lines = section(PLATFORM, 7).split('\n');
    for (const key of Object.keys(BY_HAND))
      expect(lines.filter((l) => l.includes(key))).toHaveLength(1);
  });
});

describe('every path of the spec has a route', () => {
  it('platform-routes.md section 7: the API catalogue', () => {
    expect(gaps(cataloguePaths())).toEqual([]);
  });

  it('platform-routes.md section 2: pages, admin routes (admin host), API docs', () => {
    expect(gaps(pagePaths())).toEqual([]);
  });

  it('form-and-helpers.md sections 2 and 7: the form pages and its autocomplete calls', () => {
    expect(gaps(formPaths())).toEqual([]);
  });

  it('the form calls named in form-and-helpers.md section 7 exist with their method', () => {
    for (const [method, target] of formCalls().filter(([, t]) => /^[a-z_]+$/.test(t))) {
      expect({ target, methods: router().methods(target) }).toEqual({
        target,
        methods: expect.arrayContaining([method]),
      });
    }
  });

  it('the spec README route names exist with exactly that path and method', () => {
    for (const [name, method, p] of readmeRoutes()) {
      const route = manifest.routes[name];
      expect({ name, path: route && template(route.tokens), methods: route?.methods }).toEqual({
        name,
        path: p,
        methods: [method],
      });
    }
  });

  it('every route comes from the spec, bar the two the form and demo add', () => {
    // The add-new base URL (form-and-helpers.md section 2 gives it from page config) and the Mercure hub of the demo.
    const extra = ['auction_form_add', 'notifications_hub'];
    const specs = [...cataloguePaths(), ...pagePaths(), ...formPaths()].flatMap(expand);
    const unmatched = ROUTES.filter(
      ([name, route]) =>
        !extra.includes(name) &&
        !specs.some(
          (spec) =>
            isAdmin(route) === !!spec.admin &&
            templates(route).some((p) => matches(spec, p, route)),
        ),
    ).map(([name]) => name);
    expect(unmatched).toEqual([]);
  });
});

describe('section 5 route constraints', () => {
  const variables = ROUTES.flatMap(([name, route]) =>
    route.tokens.flatMap((t) =>
      t[0] === 'variable' ? [{ name, param: t[3], regex: t[2], route }] : [],
    ),
  );
  const find = (p: string, method: string, admin = false) =>
    routesFor({ path: p, methods: [], line: '', admin }).filter(([, r]) =>
      (r.methods ?? []).includes(method),
    );
  const enumeration = (label: string) =>
    (new RegExp(`${label} enumeration[^:]*: (.*)\\.`).exec(section(PLATFORM, 9))?.[1] ?? '').split(
      ', ',
    );

  it('digit-only parameters are \\d+ wherever they appear', () => {
    const line = section(PLATFORM, 5)
      .split('\n')
      .find((l) => l.includes('digits only'));
    const names = (line ?? '').replace(/^- /, '').split(':')[0]?.split(', ') ?? [];
    expect(names).toContain('criteriaId');
    const wrong = variables.filter((v) => names.includes(v.param) && v.regex !== String.raw`\d+`);
    expect(wrong.map((v) => `${v.name}.${v.param}`)).toEqual([]);
  });

  it('auctionId is a number or a 5-part dash-separated id (numeric on the offer-request page)', () => {
    for (const v of variables.filter((v) => v.param === 'auctionId')) {
      expect([
        v.name,
        accepts(v.regex, '12'),
        accepts(v.regex, 'abc'),
        accepts(v.regex, '1-2-3'),
      ]).toEqual([v.name, true, false, false]);
      const numericOnly = v.name === 'front_offer_request_add';
      expect([v.name, accepts(v.regex, 'a1-B2-c3-d4-e5')]).toEqual([v.name, !numericOnly]);
    }
  });

  it('enumerated parameters accept their values and nothing else', () => {
    const cases: [string, string, string, string[]][] = [
      ['/api/me/company/documents/{type}', 'POST', 'type', enumeration('Document type')],
      ['/api/me/user/picture/{type}', 'POST', 'type', enumeration('Picture type')],
      ['/api/content/help-categories/{type}', 'GET', 'userType', enumeration('User type')],
    ];
    for (const [p, method, param, values] of cases) {
      const [[, route] = []] = find(p, method);
      expect(values.length).toBeGreaterThan(1);
      const regex = regexOf(route as RouteDefinition, param);
      expect(values.filter((value) => !accepts(regex, value))).toEqual([]);
      expect(accepts(regex, 'other')).toBe(false);
    }
  });

  it('document uuids, translation locales and slugs', () => {
    const regexes = (param: string, where: RegExp) =>
      variables
        .filter((v) => v.param === param && where.test(template(v.route.tokens)))
        .map((v) => v.regex);
    const uuids = regexes('uuid', /document/);
    const locales = regexes('locale', /translation/);
    const slugs = regexes('slug', /./);
    expect([uuids.length, locales.length, slugs.length].every((n) => n > 0)).toBe(true);
    for (const r of uuids)
      expect([accepts(r, '0f8a-42bc'), accepts(r, '0F8A'), accepts(r, 'a/b')]).toEqual([
        true,
        false,
        false,
      ]);
    for (const r of locales)
      expect([accepts(r, 'pt_PT'), accepts(r, 'pt-PT')]).toEqual([true, false]);
    for (const r of slugs)
      expect([accepts(r, 'Sofa_2-seat'), accepts(r, 'sofa bed')]).toEqual([true, false]);
  });

  it('score may be empty, and it drops out of the URL', () => {
    expect(
      router().generate('front_offer_request_add', { auctionId: 1, companyId: 2, source: 3 }),
    ).toBe('/offer/request/add/1/2/3');
    expect(
      router().generate('front_offer_request_add', {
        auctionId: 1,
        companyId: 2,
        source: 3,
        score: '0.8',
      }),
    ).toBe('/offer/request/add/1/2/3/0.8');
  });

  it('force-login takes both parameters as optional', () => {
    expect(router().generate('front_force_login')).toBe('/force-login');
    expect(router().generate('front_force_login', { url: 'abc' })).toBe('/force-login/abc');
  });

  it('login-as defaults asAdmin to true, on the admin host over https', () => {
    expect(router().generate('admin_users_login_as', { login: 'ann' })).toBe(
      `https://${ADMIN_HOST}/users/login-as/ann`,
    );
    expect(router().generate('admin_users_login_as', { login: 'ann', asAdmin: 0 })).toBe(
      `https://${ADMIN_HOST}/users/login-as/ann/0`,
    );
    // PHP casts false to "", which 0|1 refuses (Symfony throws too).
    expect(() =>
      router().generate('admin_users_login_as', { login: 'ann', asAdmin: false }),
    ).toThrow(RouteError);
  });
});

describe('localised pages (sections 2 and 9)', () => {
  const locales = /Supported locales: (.*)\./.exec(section(PLATFORM, 9))?.[1]?.split(', ') ?? [];
  const language = (locale: string) => locale.split('_')[0] as string;

  it('lists the eleven locales', () => {
    expect(locales).toHaveLength(11);
  });

  it('the courier landing page has each language slug, by full locale and by language', () => {
    const table =
      section(PLATFORM, 2).split('Courier landing page')[1]?.split('Admin routes')[0] ?? '';
    const slugs = Object.fromEntries(
      table
        .split('\n')
        .filter((l) => /^\| [a-z]{2} \|/.test(l))
        .map((l) => cells(l) as [string, string]),
    );
    for (const locale of locales) {
      const slug = slugs[language(locale)];
      expect({ locale, url: router(locale).generate('front_courier_landing') }).toEqual({
        locale,
        url: slug,
      });
      expect({ locale, url: router(language(locale)).generate('front_courier_landing') }).toEqual({
        locale,
        url: slug,
      });
    }
  });

  it('pt_PT has its own my-account and force-login paths; other locales share the default ones', () => {
    for (const locale of [...locales, 'pt', 'en']) {
      const pt = language(locale) === 'pt';
      expect([locale, router(locale).generate('front_my_account_listings')]).toEqual([
        locale,
        pt ? '/minha-conta/envios' : '/my-account/listings',
      ]);
      expect([locale, router(locale).generate('front_force_login')]).toEqual([
        locale,
        pt ? '/forcar-login' : '/force-login',
      ]);
    }
  });
});

describe('the router builds a URL for every route', () => {
  const SAMPLES = ['12', 'a1-b2-c3-d4-e5', 'en', 'sample-value', 'ab12-cd34'];
  const alternatives = (regex: string) =>
    /^[\w-]+(?:\|[\w-]+)+$/.test(regex) ? regex.split('|') : [];
  const sampleFor = (regex: string) =>
    [...alternatives(regex), ...SAMPLES].find((value) => accepts(regex, value));

  it.each(ROUTES.map(([name]) => [name]))('%s', (name) => {
    const route = manifest.routes[name] as RouteDefinition;
    const params: Record<string, string> = {};
    for (const t of route.tokens) if (t[0] === 'variable') params[t[3]] = sampleFor(t[2]) ?? '';
    for (const [param, value] of Object.entries(params))
      expect({ param, value }).not.toEqual({ param, value: '' });

    const url = router().generate(name as RouteName, params);
    const parsed = new URL(url, 'http://localhost');
    expect(url.startsWith('/') || isAdmin(route)).toBe(true);
    if (isAdmin(route)) expect(`${parsed.protocol}//${parsed.host}`).toBe(`https://${ADMIN_HOST}`);
    let expected = template(route.tokens);
    for (const [param, value] of Object.entries(params))
      expected = expected.replace(`{${param}}`, encodeURIComponent(value));
    expect(parsed.pathname).toBe(expected);
    expect(parsed.search).toBe('');

    const required = Object.fromEntries(
      Object.entries(params).filter(([p]) => !(p in record(route.defaults))),
    );
    expect(router().generate(name as RouteName, required)).not.toContain('undefined');
  });
});

describe('the manifest file', () => {
  it('is what tools/build-routes.ts builds (run it after changing its tables)', () => {
    expect(manifestText).toBe(renderManifest(buildManifest()));
  });

  it('has the shape of a fos:js-routing:dump --format=json', () => {
    expect(Object.keys(manifest)).toEqual([
      'base_url',
      'routes',
      'prefix',
      'host',
      'port',
      'scheme',
      'locale',
    ]);
    for (const [name, route] of ROUTES) {
      expect([name, Object.keys(route)]).toEqual([
        name,
        ['tokens', 'defaults', 'requirements', 'hosttokens', 'methods', 'schemes'],
      ]);
      expect((route.methods ?? []).length).toBeGreaterThan(0);
    }
  });

  it('compiles paths into Symfony tokens, last piece first', () => {
    expect(
      compilePath('/api/auction/{auctionId}/form/data', { auctionId: String.raw`\d+` }),
    ).toEqual([
      ['text', '/form/data'],
      ['variable', '/', String.raw`\d+`, 'auctionId', true],
      ['text', '/api/auction'],
    ]);
    expect(compilePath('/api/doc.json', {})).toEqual([['text', '/api/doc.json']]);
    expect(compilePath('/{a}/{b}', {})).toEqual([
      ['variable', '/', '[^/]++', 'b', true],
      ['variable', '/', '[^/]++', 'a', true],
    ]);
    expect(compilePath('/file.{format}', {})).toEqual([
      ['variable', '.', '[^/]++', 'format', true],
      ['text', '/file'],
    ]);
    expect(() => compilePath('/x/{a}-{b}', {})).toThrow(/must be followed by/);
  });
});
