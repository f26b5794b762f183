// @vitest-environment node
import { RouteError } from '@/core/errors/errors';
import type { RouteDefinition, RouteManifest } from '@/core/router/manifest';
import type { RouteName } from '@/core/router/route-names';
import { Router, type GenerateOptions, type RouteParams } from '@/core/router/router';
import { route, routeDump, routeError, text, variable } from './manifest-kit';

// Small hand-written manifests in the FOSJsRouting dump format (tokens last piece first),
// so these rules are tested apart from the shipped manifest and its builder.

const manifest = routeDump;

const PAGE = { protocol: 'http:', host: 'localhost' };

function generate(
  routes: Record<string, RouteDefinition>,
  name: string,
  params: RouteParams = {},
  {
    locale,
    options,
    extra,
  }: { locale?: string; options?: GenerateOptions; extra?: Partial<RouteManifest> } = {},
): string {
  return new Router(manifest(routes, extra), locale, PAGE).generate(
    name as RouteName,
    params,
    options,
  );
}

describe('defaults', () => {
  const routes = {
    blog: route([text('/view'), variable('page', '\\d+'), text('/blog')], {
      defaults: { page: 1 },
    }),
  };

  it('fill a missing parameter that is not trailing', () => {
    expect(generate(routes, 'blog')).toBe('/blog/1/view');
  });

  it('give way to a given value', () => {
    expect(generate(routes, 'blog', { page: 4 })).toBe('/blog/4/view');
  });

  it('are not repeated in the query string', () => {
    expect(generate(routes, 'blog', { page: 1 })).toBe('/blog/1/view');
  });
});

describe('optional trailing parameters', () => {
  const routes = {
    list: route([variable('page', '\\d+'), text('/list')], { defaults: { page: '1' } }),
    search: route([variable('page', '\\d+'), variable('type'), text('/search')], {
      defaults: { type: 'all', page: 1 },
    }),
    login: route([variable('asAdmin', '0|1'), variable('login'), text('/login-as')], {
      defaults: { asAdmin: true },
    }),
  };

  it('drop out when missing or equal to their default', () => {
    expect(generate(routes, 'list')).toBe('/list');
    expect(generate(routes, 'list', { page: 1 })).toBe('/list');
    expect(generate(routes, 'list', { page: '1' })).toBe('/list');
  });

  it('are kept when different from their default', () => {
    expect(generate(routes, 'list', { page: 2 })).toBe('/list/2');
  });

  it('keep an earlier default when a later parameter is given', () => {
    expect(generate(routes, 'search', { page: 3 })).toBe('/search/all/3');
    expect(generate(routes, 'search', { type: 'new' })).toBe('/search/new');
  });

  it('compare booleans as PHP casts them: true is 1, false is ""', () => {
    expect(generate(routes, 'login', { login: 'ann' })).toBe('/login-as/ann');
    expect(generate(routes, 'login', { login: 'ann', asAdmin: true })).toBe('/login-as/ann');
    expect(generate(routes, 'login', { login: 'ann', asAdmin: 0 })).toBe('/login-as/ann/0');
    expect(
      routeError(() => generate(routes, 'login', { login: 'ann', asAdmin: false })).parameter,
    ).toBe('asAdmin');
  });
});

describe('requirements', () => {
  const routes = {
    user: route([text('/profile'), variable('userId', '\\d+'), text('/api/user')], {
      requirements: { userId: '\\d+' },
    }),
    // Possessive quantifiers of PCRE are read as plain ones.
    tag: route([variable('tag', '[a-z]++'), text('/tag')]),
  };

  it('let a matching value through', () => {
    expect(generate(routes, 'user', { userId: 12 })).toBe('/api/user/12/profile');
    expect(generate(routes, 'tag', { tag: 'abc' })).toBe('/tag/abc');
  });

  it('reject a value that does not match, naming the route and the parameter', () => {
    const error = routeError(() => generate(routes, 'user', { userId: '12a' }));
    expect(error.route).toBe('user');
    expect(error.parameter).toBe('userId');
    expect(error.message).toMatch(/"user".*"userId".*does not match/);
    expect(() => generate(routes, 'tag', { tag: 'a1' })).toThrow(RouteError);
    // UrlGenerator matches with the `i` flag, so case never matters.
    expect(generate(routes, 'tag', { tag: 'ABC' })).toBe('/tag/ABC');
  });

  it('are anchored: a partial match is not enough', () => {
    expect(() => generate(routes, 'user', { userId: '12/../13' })).toThrow(RouteError);
  });

  it('reject values that are not scalars', () => {
    expect(routeError(() => generate(routes, 'user', { userId: NaN })).parameter).toBe('userId');
    expect(routeError(() => generate(routes, 'user', { userId: [1] })).parameter).toBe('userId');
    expect(routeError(() => generate(routes, 'user', { userId: { id: 1 } })).parameter).toBe(
      'userId',
    );
  });
});

describe('missing parameters', () => {
  const routes = { user: route([text('/profile'), variable('userId', '\\d+'), text('/api/user')]) };

  it('throw when required, naming route and parameter', () => {
    const error = routeError(() => generate(routes, 'user'));
    expect([error.route, error.parameter]).toEqual(['user', 'userId']);
    expect(error.message).toContain('is required');
  });

  it('are never filled with the text "undefined" or "null"', () => {
    expect(routeError(() => generate(routes, 'user', { userId: undefined })).parameter).toBe(
      'userId',
    );
    expect(routeError(() => generate(routes, 'user', { userId: null })).parameter).toBe('userId');
  });
});

describe('undefined and null', () => {
  const routes = {
    list: route([variable('page', '\\d+'), text('/list')], { defaults: { page: '1' } }),
  };

  it('undefined and null path parameters fall back to the default', () => {
    expect(generate(routes, 'list', { page: undefined })).toBe('/list');
    expect(generate(routes, 'list', { page: null })).toBe('/list');
  });

  it('undefined is left out of the query; null is sent as an empty value', () => {
    expect(generate(routes, 'list', { a: undefined, b: null, c: 'x' })).toBe('/list?b=&c=x');
    expect(generate(routes, 'list', { items: [undefined, null] })).toBe('/list?items[1]=');
  });
});

describe('extra parameters', () => {
  const routes = { list: route([text('/list')]) };

  it('become the query string, arrays indexed and brackets unencoded in keys', () => {
    const url = generate(routes, 'list', {
      items: [
        { name: 'Sofa', qty: 2 },
        { name: 'Bed', qty: 1 },
      ],
      flag: true,
    });
    expect(url).toBe(
      '/list?items[0][name]=Sofa&items[0][qty]=2&items[1][name]=Bed&items[1][qty]=1&flag=true',
    );
  });

  it('escape values, so &, = and # cannot break the query', () => {
    const url = generate(routes, 'list', { q: 'a&b=c#d', 'x y': '?' });
    expect(url).toBe('/list?q=a%26b%3Dc%23d&x%20y=?'); // ? may stay raw in a query (RFC 3986), as Symfony writes it
    expect(Object.fromEntries(new URL(url, 'http://localhost').searchParams)).toEqual({
      q: 'a&b=c#d',
      'x y': '?',
    });
  });
});

describe('names that Object.prototype also has', () => {
  it('are ordinary parameters and route names', () => {
    const routes = { list: route([variable('constructor'), text('/list')]) };
    expect(generate(routes, 'list', { constructor: 'x', toString: '1' })).toBe(
      '/list/x?toString=1',
    );
    expect(generate(routes, 'list', { constructor: 'x', ['__proto__']: 'p' })).toBe(
      '/list/x?__proto__=p',
    );
    expect(routeError(() => generate(routes, 'toString')).route).toBe('toString');
    expect(new Router(manifest(routes), 'en', PAGE).has('constructor')).toBe(false);
  });
});

describe('path parameters are encoded', () => {
  const routes = {
    any: route([variable('name'), text('/file')]),
    wide: route([text('/end'), variable('text', '.+'), text('/search')]),
  };

  it('a slash cannot reach the path raw: the default requirement rejects it', () => {
    expect(routeError(() => generate(routes, 'any', { name: 'a/b' })).parameter).toBe('name');
  });

  it('with requirement .+ a slash stays a slash (Symfony), ? and # are percent-encoded', () => {
    expect(generate(routes, 'wide', { text: 'a/b?c#d' })).toBe('/search/a/b%3Fc%23d/end');
    expect(generate(routes, 'wide', { text: '1/2 pallet' })).toBe('/search/1/2%20pallet/end');
    // Symfony: a literal %2F stays %2F (its `%252F` → `%2F`).
    expect(generate(routes, 'wide', { text: 'a%2Fb' })).toBe('/search/a%2Fb/end');
  });

  it('spaces, unicode and quotes are encoded; @ : , stay readable', () => {
    expect(generate(routes, 'any', { name: "Łódź 'x'" })).toBe(
      '/file/%C5%81%C3%B3d%C5%BA%20%27x%27',
    );
    expect(generate(routes, 'any', { name: 'a@b:c,d' })).toBe('/file/a@b:c,d');
  });

  it('a whole segment of . or .. throws: the URL parser would resolve it, even as %2E', () => {
    expect(routeError(() => generate(routes, 'any', { name: '..' })).parameter).toBe('name');
    expect(routeError(() => generate(routes, 'wide', { text: '.' })).parameter).toBe('text');
    expect(generate(routes, 'any', { name: '...' })).toBe('/file/...');
    // A value with `/` may make one anywhere in it: refused wherever it is.
    for (const text of ['../x', 'x/..', 'a/./b', 'a/../b', './', '/.', 'x/../../y'])
      expect(routeError(() => generate(routes, 'wide', { text })).parameter).toBe('text');
    expect(generate(routes, 'wide', { text: '.../x/.y/..z' })).toBe('/search/.../x/.y/..z/end');
    expect(generate(routes, 'wide', { text: '%2E%2E/x' })).toBe('/search/%252E%252E/x/end');
  });
});

describe('locale variants', () => {
  const routes = {
    pl__RG__home: route([text('/strona')]),
    'home.pl_PL': route([text('/pl-pl-home')]),
    'home.de': route([text('/startseite')]),
    'home.pt_PT': route([text('/inicio')], {
      defaults: { _locale: 'pt_PT', _canonical_route: 'home' },
    }),
    home: route([text('/home')]),
  };

  it('JMS `{locale}__RG__{name}` wins for that locale (full or short)', () => {
    expect(generate(routes, 'home', {}, { locale: 'pl_PL' })).toBe('/strona');
    expect(generate(routes, 'home', {}, { locale: 'pl' })).toBe('/strona');
  });

  it('Symfony `name.{locale}` is found by the short locale', () => {
    expect(generate(routes, 'home', {}, { locale: 'de_DE' })).toBe('/startseite');
    expect(generate(routes, 'home', {}, { locale: 'de' })).toBe('/startseite');
  });

  it('Symfony `name.{full locale}` is found by the full locale, by `pt-PT` and by the language alone', () => {
    expect(generate(routes, 'home', {}, { locale: 'pt_PT' })).toBe('/inicio');
    expect(generate(routes, 'home', {}, { locale: 'pt-PT' })).toBe('/inicio');
    expect(generate(routes, 'home', {}, { locale: 'pt' })).toBe('/inicio');
  });

  it('full locale variant beats the short one', () => {
    const both = { 'page.pl_PL': route([text('/full')]), 'page.pl': route([text('/short')]) };
    expect(generate(both, 'page', {}, { locale: 'pl_PL' })).toBe('/full');
  });

  it('other locales get the base route', () => {
    expect(generate(routes, 'home', {}, { locale: 'fr_FR' })).toBe('/home');
    expect(generate(routes, 'home')).toBe('/home');
  });

  it('a variant can be asked for by its full name', () => {
    expect(generate(routes, 'home.pt_PT', {}, { locale: 'en' })).toBe('/inicio');
  });
});

describe('_locale', () => {
  const routes = { page: route([text('/page'), variable('_locale', 'pl_PL|de_DE')]) };

  it('is filled from the router locale', () => {
    expect(generate(routes, 'page', {}, { locale: 'de_DE' })).toBe('/de_DE/page');
  });

  it('can be given explicitly and never lands in the query', () => {
    expect(generate(routes, 'page', { _locale: 'pl_PL' }, { locale: 'de_DE' })).toBe('/pl_PL/page');
    expect(generate({ plain: route([text('/plain')]) }, 'plain', {}, { locale: 'de_DE' })).toBe(
      '/plain',
    );
  });
});

describe('host tokens and schemes', () => {
  const routes = {
    admin: route([variable('userId', '\\d+'), text('/users/details')], {
      hosttokens: [['text', 'admin.localhost']],
      schemes: ['https'],
    }),
    secure: route([text('/pay')], { schemes: ['https'] }),
    tenant: route([text('/home')], {
      hosttokens: [['text', '.localhost'], variable('tenant', '[a-z]+', '')],
    }),
    plain: route([text('/plain')]),
  };

  it('give an absolute https URL on the admin host', () => {
    expect(generate(routes, 'admin', { userId: 7 })).toBe(
      'https://admin.localhost/users/details/7',
    );
  });

  it('a scheme other than the page one forces an absolute URL on the manifest host', () => {
    expect(generate(routes, 'secure')).toBe('https://localhost/pay');
  });

  it('host variables are filled and checked like path ones', () => {
    expect(generate(routes, 'tenant', { tenant: 'acme' })).toBe('http://acme.localhost/home');
    expect(routeError(() => generate(routes, 'tenant', { tenant: 'AC/ME' })).parameter).toBe(
      'tenant',
    );
  });

  it('routes on the page host and scheme stay relative unless asked', () => {
    expect(generate(routes, 'plain')).toBe('/plain');
    expect(generate(routes, 'plain', {}, { options: { absolute: true } })).toBe(
      'http://localhost/plain',
    );
  });

  it('on an https page an https route stays relative', () => {
    const router = new Router(manifest(routes), 'en', { protocol: 'https:', host: 'localhost' });
    expect(router.generate('secure' as RouteName)).toBe('/pay');
  });
});

describe('base_url', () => {
  it('prefixes every path', () => {
    const routes = { plain: route([text('/plain')]) };
    expect(generate(routes, 'plain', { a: 1 }, { extra: { base_url: '/app_dev.php' } })).toBe(
      '/app_dev.php/plain?a=1',
    );
  });
});

describe('unknown routes', () => {
  it('throw a RouteError naming the route', () => {
    const error = routeError(() => generate({}, 'nope'));
    expect(error.route).toBe('nope');
    expect(error.parameter).toBeUndefined();
  });

  it('has() tells without throwing; methods() lists the route methods', () => {
    const router = new Router(
      manifest({ a: route([text('/a')], { methods: ['GET', 'POST'] }) }),
      'en',
      PAGE,
    );
    expect(router.has('a')).toBe(true);
    expect(router.has('b')).toBe(false);
    expect(router.methods('a')).toEqual(['GET', 'POST']);
  });
});
