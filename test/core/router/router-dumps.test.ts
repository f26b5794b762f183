// @vitest-environment node
import { RouteError } from '@/core/errors/errors';
import type { RouteManifest } from '@/core/router/manifest';
import type { RouteName } from '@/core/router/route-names';
import { Router, type RouteParams } from '@/core/router/router';
import { route, routeDump, routeError, text, variable } from './manifest-kit';

// Defects found with dumps of the real FOSJsRoutingBundle: each block is one of them.
const dump = (routes: Record<string, unknown>, extra: Partial<RouteManifest> = {}): RouteManifest =>
  routeDump(routes as RouteManifest['routes'], { host: '127.0.0.1:8791', port: '8791', ...extra });

const gen = (
  manifest: RouteManifest,
  name: string,
  params: RouteParams = {},
  locale?: string,
  absolute = false,
) => new Router(manifest, locale, null).generate(name as RouteName, params, { absolute });

describe('a missing required parameter at the end of a path', () => {
  const m = dump({ docs: route([variable('type'), text('/api/me/company/documents')]) });
  it('is refused, naming route and parameter, whether absent, undefined or null', () => {
    for (const params of [{}, { type: undefined }, { type: null }]) {
      const error = routeError(() => gen(m, 'docs', params));
      expect([error.route, error.parameter]).toEqual(['docs', 'type']);
    }
  });
});

describe('ports', () => {
  const m = dump({
    home: route([text('/home')]),
    pay: route([text('/pay')], { schemes: ['https'] }),
    other: route([text('/x')], { hosttokens: [text('api.example.com')] }),
    same: route([text('/same')], { hosttokens: [text('127.0.0.1')] }),
  });
  it('a port inside host and in port is written once', () => {
    expect(gen(m, 'home', {}, 'en', true)).toBe('http://127.0.0.1:8791/home');
    expect(() => new URL(gen(m, 'home', {}, 'en', true))).not.toThrow();
  });
  it('the port belongs to the dump scheme: another scheme uses its default port', () => {
    expect(gen(m, 'pay')).toBe('https://127.0.0.1/pay');
  });
  it('a route on another host keeps the port; one on the page host stays relative', () => {
    expect(gen(m, 'other')).toBe('http://api.example.com:8791/x');
    expect(gen(m, 'same')).toBe('/same');
  });
});

describe('requirements as Symfony RouteCompiler writes them', () => {
  const m = dump({
    pair: route([variable('b', '[^/]++', ':'), variable('a', '[^/\\:]++'), text('/p')]),
    eq: route([variable('v', '[^/\\=]++'), text('/e')]),
    dash: route([variable('v', '[a-z\\-]+\\-\\d++'), text('/d')]),
    plus: route([variable('v', '\\++'), text('/plus')]),
    brace: route([variable('v', 'a{2}+x{'), text('/b')]),
  });
  it('compile, and keep their meaning', () => {
    expect(gen(m, 'pair', { a: 'x', b: 'y' })).toBe('/p/x:y');
    expect(routeError(() => gen(m, 'pair', { a: 'x:z', b: 'y' })).parameter).toBe('a');
    expect(gen(m, 'eq', { v: 'k' })).toBe('/e/k');
    expect(gen(m, 'dash', { v: 'ab-12' })).toBe('/d/ab-12');
    expect(gen(m, 'plus', { v: '+++' })).toBe('/plus/+++');
    expect(routeError(() => gen(m, 'plus', { v: 'a' })).parameter).toBe('v');
    expect(gen(m, 'brace', { v: 'aax{' })).toBe('/b/aax%7B');
  });
  it('are matched case-insensitively and without look-arounds, as UrlGenerator does', () => {
    const r = dump({ t: route([variable('t', '(?!admin)[a-z]+'), text('/t')]) });
    expect(gen(r, 't', { t: 'ABC' })).toBe('/t/ABC');
    expect(gen(r, 't', { t: 'admin' })).toBe('/t/admin');
  });
  it('an unreadable requirement is a RouteError, never a SyntaxError', () => {
    const r = dump({ t: route([variable('t', '(?i)[a-z'), text('/t')]) });
    expect(routeError(() => gen(r, 't', { t: 'a' })).parameter).toBe('t');
  });
});

describe('host tokens', () => {
  const m = dump(
    {
      admin: route([variable('id', '\\d+'), text('/users/details')], {
        hosttokens: [text('.'), variable('domain', '[^\\.]++', ''), text('admin')],
        defaults: { domain: 'example.com' },
        requirements: { domain: '[^\\.]++' },
      }),
    },
    { host: 'example.com', port: '' },
  );
  it('are never optional, and are not percent-encoded', () => {
    const r = dump(
      {
        admin: route([text('/u')], {
          hosttokens: [text('.example.com'), variable('sub', '[^\\.]++', '')],
          defaults: { sub: 'admin' },
        }),
      },
      { host: 'example.com', port: '' },
    );
    expect(gen(r, 'admin')).toBe('http://admin.example.com/u');
    expect(gen(r, 'admin', { sub: 'łódź' })).toBe('http://łódź.example.com/u');
    expect(routeError(() => gen(r, 'admin', { sub: 'a/b' })).parameter).toBe('sub');
    expect(() => gen(m, 'admin', { id: 1 })).toThrow(RouteError); // default has a dot
  });
});

describe('locales', () => {
  const m = dump({
    pt_PT__RG__home: route([text('/inicio')]),
    home: route([text('/home')]),
    page: route([text('/page'), variable('_locale', 'en|pl|de')], {
      defaults: { _locale: 'en' },
    }),
    plain: route([text('/plain')]),
  });
  it('a pt page finds pt_PT__RG__name', () => {
    expect(gen(m, 'home', {}, 'pt')).toBe('/inicio');
  });
  it('a pl_PL page gives _locale pl to a route that requires en|pl|de', () => {
    expect(gen(m, 'page', {}, 'pl_PL')).toBe('/pl/page');
  });
  it('an explicit _locale goes to the query when the path has none; the page locale never does', () => {
    expect(gen(m, 'plain', { _locale: 'de' }, 'pl')).toBe('/plain?_locale=de');
    expect(gen(m, 'plain', {}, 'pl')).toBe('/plain');
  });
  it('an explicit _locale picks the variant', () => {
    const v = dump({ 'home.de': route([text('/startseite')]), home: route([text('/home')]) });
    expect(gen(v, 'home', { _locale: 'de' }, 'en')).toBe('/startseite');
  });
});

describe('smaller defects', () => {
  it('false is sent as "" (PHP), so [^/]++ refuses it', () => {
    const m = dump({ a: route([variable('v', '0|1|'), text('/a'), variable('w'), text('/w')]) });
    expect(gen(m, 'a', { v: false, w: 'x' })).toBe('/w/x/a/');
    expect(routeError(() => gen(m, 'a', { v: 1, w: false })).parameter).toBe('w');
  });
  it('a null default in the middle of a path gives an empty segment', () => {
    const m = dump({
      a: route([text('/'), variable('id', '\\d*')], { defaults: { id: null } }),
    });
    expect(gen(m, 'a')).toBe('//');
  });
  it('a route without schemes, methods or hosttokens works', () => {
    const m = dump({ a: { tokens: [['text', '/a']], defaults: {}, requirements: {} } });
    expect(gen(m, 'a')).toBe('/a');
  });
  it('an empty requirement means none', () => {
    const m = dump({ a: route([variable('v', ''), text('/a')]) });
    expect(gen(m, 'a', { v: 'x' })).toBe('/a/x');
  });
  it('the Symfony 2 _scheme requirement is a scheme', () => {
    const m = dump({ a: route([text('/a')], { requirements: { _scheme: 'https' } }) });
    expect(gen(m, 'a')).toBe('https://127.0.0.1/a');
  });
  it('without a page location the dump scheme is used', () => {
    const m = dump({ a: route([text('/a')]) }, { scheme: 'https', host: 'x.org', port: '' });
    expect(gen(m, 'a', {}, 'en', true)).toBe('https://x.org/a');
  });
  it('static text is encoded like Symfony', () => {
    const m = dump({ a: route([text('/café;a=b')]) });
    expect(gen(m, 'a')).toBe('/caf%C3%A9;a=b');
  });
});

describe('the router.js API', () => {
  const routes = { en__RG__a: route([text('/a')]), b: route([text('/b')]) };
  const r = new Router(dump(routes, { base_url: '/app.php', prefix: 'en__RG__' }), 'en', null);
  it('answers getBaseUrl, getRoute, getRoutes, getScheme, getHost, getPort, getLocale', () => {
    expect(r.getBaseUrl()).toBe('/app.php');
    expect(r.getRoute('a')).toBe(routes['en__RG__a']);
    expect(Object.keys(r.getRoutes())).toEqual(['en__RG__a', 'b']);
    expect([r.getScheme(), r.getHost(), r.getPort(), r.getLocale()]).toEqual([
      'http',
      '127.0.0.1:8791',
      '8791',
      'en',
    ]);
  });
  it('withLocale and withPrefix give a new router, leaving the shared one alone', () => {
    const de = r.withLocale('de').withPrefix('');
    expect(de.getLocale()).toBe('de');
    expect(r.getLocale()).toBe('en');
    expect(de.generate('b' as RouteName)).toBe('/app.php/b');
  });
});
