// @vitest-environment node
/**
 * FOSJsRoutingBundle's own router tests, ported test by test onto our router.
 *
 * Source: https://github.com/FriendsOfSymfony/FOSJsRoutingBundle, Resources/js/router.test.js
 * (commit c8af953b1a305e9d8d201f489023dc4ba6be053d), MIT licence, (c) FriendsOfSymfony.
 * Each `it` is named after the original test function and keeps its route data and calls.
 * `fos.Router` is replaced by the thin adapter `fosRouter` below. Where our router differs on
 * purpose, the test asserts our behaviour and says what router.js gives; docs/router.md lists
 * those tests in its difference table with the reason.
 */
import { RouteError } from '@/core/errors/errors';
import type { RouteManifest } from '@/core/router/manifest';
import type { RouteName } from '@/core/router/route-names';
import { Router } from '@/core/router/router';

interface FosContext {
  base_url?: string;
  prefix?: string;
  host?: string;
  port?: string | number;
  scheme?: string;
  locale?: string;
}

/** router.js's `new fos.Router(context, routes)` on top of ours: no page, the context is the dump. */
function fosRouter(context: FosContext | undefined, routes: Record<string, unknown>) {
  const manifest = { base_url: '', ...context, routes } as unknown as RouteManifest;
  let router = new Router(manifest, context?.locale, null, context?.prefix ?? '');
  return {
    generate: (name: string, params?: Record<string, unknown> | unknown[], absolute?: boolean) =>
      router.generate(name as RouteName, (params ?? {}) as Record<string, unknown>, {
        absolute: absolute === true,
      }),
    getBaseUrl: () => router.getBaseUrl(),
    getRoute: (name: string) => router.getRoute(name),
    getRoutes: () => router.getRoutes(),
    setPrefix: (prefix: string) => {
      router = router.withPrefix(prefix);
    },
    setLocale: (locale: string) => {
      router = router.withLocale(locale);
    },
  };
}

const assertEquals = (expected: unknown, actual: unknown) => expect(actual).toEqual(expected);

describe('FOSJsRoutingBundle router.test.js', () => {
  it('testGenerate', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        literal: {
          tokens: [['text', '/homepage']],
          defaults: {},
          requirements: {},
          hosttokens: [],
        },
      },
    );
    assertEquals('/homepage', router.generate('literal'));
  });

  it('testGenerateWithParams', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        blog_post: {
          tokens: [
            ['variable', '/', '[^/]+?', 'slug'],
            ['text', '/blog-post'],
          ],
          defaults: {},
          requirements: {},
          hosttokens: [],
        },
      },
    );
    assertEquals('/blog-post/foo', router.generate('blog_post', { slug: 'foo' }));
  });

  it('testGenerateUsesBaseUrl', () => {
    const router = fosRouter(
      { base_url: '/foo' },
      { homepage: { tokens: [['text', '/bar']], defaults: {}, requirements: {}, hosttokens: [] } },
    );
    assertEquals('/foo/bar', router.generate('homepage'));
  });

  it('testGenerateUsesSchemeRequirements', () => {
    const router = fosRouter(
      { base_url: '/foo', host: 'localhost' },
      {
        homepage: {
          tokens: [['text', '/bar']],
          defaults: {},
          requirements: { _scheme: 'https' },
          hosttokens: [],
        },
      },
    );
    assertEquals('https://localhost/foo/bar', router.generate('homepage'));
  });

  const hostRoute = (extra: Record<string, unknown>) => ({
    homepage: {
      tokens: [['text', '/bar']],
      defaults: {},
      requirements: {},
      hosttokens: [['text', 'otherhost']],
      ...extra,
    },
  });
  const http = { base_url: '/foo', host: 'localhost', scheme: 'http' };

  it('testGenerateUsesHost', () => {
    assertEquals('http://otherhost/foo/bar', fosRouter(http, hostRoute({})).generate('homepage'));
  });

  it('testGenerateUsesHostWhenTheSameSchemeRequirementGiven', () => {
    const router = fosRouter(http, hostRoute({ requirements: { _scheme: 'http' } }));
    assertEquals('http://otherhost/foo/bar', router.generate('homepage'));
  });

  it('testGenerateUsesHostWhenTheSameSchemeGiven', () => {
    const router = fosRouter(http, hostRoute({ schemes: ['http'], methods: [] }));
    assertEquals('http://otherhost/foo/bar', router.generate('homepage'));
  });

  it('testGenerateUsesHostWhenAnotherSchemeRequirementGiven', () => {
    const router = fosRouter(http, hostRoute({ requirements: { _scheme: 'https' } }));
    assertEquals('https://otherhost/foo/bar', router.generate('homepage'));
  });

  it('testGenerateUsesHostWhenAnotherSchemeGiven', () => {
    const router = fosRouter(http, hostRoute({ schemes: ['https'], methods: [] }));
    assertEquals('https://otherhost/foo/bar', router.generate('homepage'));
  });

  const subdomain = [
    ['text', '.localhost'],
    ['variable', '', '', 'subdomain'],
  ];

  it('testGenerateSupportsHostPlaceholders', () => {
    const router = fosRouter(http, {
      homepage: {
        tokens: [['text', '/bar']],
        defaults: {},
        requirements: {},
        hosttokens: subdomain,
      },
    });
    assertEquals('http://api.localhost/foo/bar', router.generate('homepage', { subdomain: 'api' }));
  });

  it('testGenerateSupportsHostPlaceholdersDefaults', () => {
    const router = fosRouter(http, {
      homepage: {
        tokens: [['text', '/bar']],
        defaults: { subdomain: 'api' },
        requirements: {},
        hosttokens: subdomain,
      },
    });
    assertEquals('http://api.localhost/foo/bar', router.generate('homepage'));
  });

  it('testGenerateSupportsNonOptionalPlaceholderDefaults', () => {
    const router = fosRouter(http, {
      homepage: {
        tokens: [
          ['text', '/bar'],
          ['variable', '/', '', 'page'],
        ],
        defaults: { page: 'api' },
        requirements: {},
        hosttokens: [['text', 'localhost']],
      },
    });
    assertEquals('/foo/api/bar', router.generate('homepage'));
  });

  it('testGenerateSupportsOptionalPlaceholderDefaults', () => {
    const router = fosRouter(http, {
      homepage: {
        tokens: [
          ['variable', '/', '', 'page'],
          ['text', '/bar'],
        ],
        defaults: { page: 'api' },
        requirements: {},
        hosttokens: [['text', 'localhost']],
      },
    });
    assertEquals('/foo/bar', router.generate('homepage'));
  });

  it('testGenerateSupportsExplicitNonOptionalPlaceholderDefaults', () => {
    const router = fosRouter(http, {
      homepage: {
        tokens: [
          ['variable', '/', '', 'page', false, true],
          ['text', '/bar'],
        ],
        defaults: { page: 'api' },
        requirements: {},
        hosttokens: [['text', 'localhost']],
      },
    });
    assertEquals('/foo/bar/api', router.generate('homepage'));
  });

  it('testGenerateGeneratesRelativePathWhenTheSameHostGiven', () => {
    const router = fosRouter(
      { base_url: '/foo', host: 'api.localhost', scheme: 'http' },
      {
        homepage: {
          tokens: [['text', '/bar']],
          defaults: {},
          requirements: {},
          hosttokens: subdomain,
        },
      },
    );
    assertEquals('/foo/bar', router.generate('homepage', { subdomain: 'api' }));
  });

  const plain = (extra: Record<string, unknown> = {}) => ({
    homepage: {
      tokens: [['text', '/bar']],
      defaults: {},
      requirements: {},
      hosttokens: [],
      ...extra,
    },
  });

  it('testGenerateUsesAbsoluteUrl', () => {
    assertEquals(
      'http://localhost/foo/bar',
      fosRouter(http, plain()).generate('homepage', [], true),
    );
  });

  it('testGenerateUsesAbsoluteUrlWithGivenPort', () => {
    const router = fosRouter({ ...http, port: '8000' }, plain());
    assertEquals('http://localhost:8000/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWithGivenPortAndHostWithPort', () => {
    const router = fosRouter({ ...http, host: 'localhost:8080', port: '8080' }, plain());
    assertEquals('http://localhost:8080/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWhenSchemeRequirementGiven', () => {
    const router = fosRouter(http, plain({ requirements: { _scheme: 'http' } }));
    assertEquals('http://localhost/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWithGivenPortWhenSchemeRequirementGiven', () => {
    const router = fosRouter(
      { ...http, port: '8080' },
      plain({ requirements: { _scheme: 'http' } }),
    );
    assertEquals('http://localhost:8080/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWithGivenPortWhenSchemeRequirementAndHostWithPortGiven', () => {
    const router = fosRouter(
      { ...http, host: 'localhost:8080', port: '8080' },
      plain({ requirements: { _scheme: 'http' } }),
    );
    assertEquals('http://localhost:8080/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWhenSchemeGiven', () => {
    const router = fosRouter(http, plain({ schemes: ['http'], methods: [] }));
    assertEquals('http://localhost/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWithGivenPortWhenSchemeGiven', () => {
    const router = fosRouter({ ...http, port: '1234' }, plain({ schemes: ['http'], methods: [] }));
    assertEquals('http://localhost:1234/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateUsesAbsoluteUrlWithGivenPortWhenSchemeAndHostWithPortGiven', () => {
    const router = fosRouter(
      { ...http, host: 'localhost:8080', port: '8080' },
      plain({ schemes: ['http'], methods: [] }),
    );
    assertEquals('http://localhost:8080/foo/bar', router.generate('homepage', [], true));
  });

  it('testGenerateWithOptionalTrailingParam (difference: a variable without default is required)', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        posts: {
          tokens: [
            ['variable', '.', '', '_format'],
            ['text', '/posts'],
          ],
          defaults: {},
          requirements: {},
          hosttokens: [],
        },
      },
    );
    // router.js: '/posts'. Symfony throws MissingMandatoryParametersException, and so do we.
    expect(() => router.generate('posts')).toThrow(RouteError);
    assertEquals('/posts.json', router.generate('posts', { _format: 'json' }));
  });

  it('testGenerateQueryStringWithoutDefaults', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        posts: {
          tokens: [
            ['variable', '/', '[1-9]+[0-9]*', 'page'],
            ['text', '/blog-posts'],
          ],
          defaults: { page: 1 },
          requirements: {},
          hosttokens: [],
        },
      },
    );
    assertEquals('/blog-posts?extra=1', router.generate('posts', { page: 1, extra: 1 }));
  });

  it('testAllowSlashes', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        posts: {
          tokens: [
            ['variable', '/', '.+', 'id'],
            ['text', '/blog-post'],
          ],
          defaults: {},
          requirements: {},
          hosttokens: [],
        },
      },
    );
    assertEquals('/blog-post/foo/bar', router.generate('posts', { id: 'foo/bar' }));
  });

  const fooRoute = {
    foo: { tokens: [['variable', '/', '', 'bar']], defaults: {}, requirements: {}, hosttokens: [] },
  };

  it('testGenerateWithExtraParams', () => {
    const router = fosRouter(undefined, fooRoute);
    assertEquals('/baz?foo=bar', router.generate('foo', { bar: 'baz', foo: 'bar' }));
  });

  it('testGenerateWithExtraParamsDeep (difference: arrays are indexed, brackets readable)', () => {
    const router = fosRouter(undefined, fooRoute);
    // router.js: jQuery.param style, 'foo%5B%5D=1&foo%5B1%5D%5B%5D=1&…'.
    assertEquals(
      '/baz?foo[0]=1&foo[1][0]=1&foo[1][1]=2&foo[1][2]=3&foo[1][3]=foo&foo[2]=3&foo[3]=4&foo[4]=bar&foo[5][0]=1&foo[5][1]=2&foo[5][2]=3&foo[5][3]=baz&baz[foo]=bar%20foo&baz[bar]=baz&bob=cat',
      router.generate('foo', {
        bar: 'baz', // valid param, not included in the query string
        foo: [1, [1, 2, 3, 'foo'], 3, 4, 'bar', [1, 2, 3, 'baz']],
        baz: { foo: 'bar foo', bar: 'baz' },
        bob: 'cat',
      }),
    );
  });

  it('testUrlEncoding', () => {
    // This test was copied from Symfony URL Generator
    const chars = '@:[]/()*\'" +,;-._~&$<>|{}%\\^`!?foo=bar#id';
    const router = fosRouter(
      { base_url: '/app.php' },
      {
        posts: {
          tokens: [
            ['variable', '/', '.+', 'varpath'],
            ['text', `/${chars}`],
          ],
          defaults: {},
          requirements: {},
          hosttokens: [],
        },
      },
    );
    assertEquals(
      '/app.php/@:%5B%5D/%28%29*%27%22%20+,;-._~%26%24%3C%3E|%7B%7D%25%5C%5E%60!%3Ffoo=bar%23id/@:%5B%5D/%28%29*%27%22%20+,;-._~%26%24%3C%3E|%7B%7D%25%5C%5E%60!%3Ffoo=bar%23id?query=@:%5B%5D/%28%29*%27%22%20%2B,;-._~%26%24%3C%3E%7C%7B%7D%25%5C%5E%60!?foo%3Dbar%23id',
      router.generate('posts', { varpath: chars, query: chars }),
    );
  });

  it('testGenerateThrowsErrorWhenRequiredParameterWasNotGiven', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        foo: {
          tokens: [
            ['text', '/moo'],
            ['variable', '/', '', 'bar'],
          ],
          defaults: {},
          requirements: {},
        },
      },
    );
    // router.js: 'The route "foo" requires the parameter "bar".'
    expect(() => router.generate('foo')).toThrow('Route "foo", parameter "bar": is required');
  });

  it('testGenerateThrowsErrorForNonExistentRoute', () => {
    expect(() => fosRouter({ base_url: '' }, {}).generate('foo')).toThrow(RouteError);
  });

  it('testGetBaseUrl', () => {
    const router = fosRouter(
      { base_url: '/foo' },
      { homepage: { tokens: [['text', '/bar']], defaults: {}, requirements: {} } },
    );
    assertEquals('/foo', router.getBaseUrl());
  });

  it('testGeti18n', () => {
    const page = (path: string) => ({
      tokens: [['text', path]],
      defaults: {},
      requirements: {},
      hosttokens: [],
    });
    const router = fosRouter(
      { base_url: '/foo', prefix: 'en__RG__', locale: 'en' },
      {
        en__RG__homepage: page('/bar'),
        es__RG__homepage: page('/es/bar'),
        _admin: page('/admin'),
        'login.en': page('/en/login'),
        'login.es': page('/es/login'),
      },
    );
    assertEquals('/foo/bar', router.generate('homepage'));
    assertEquals('/foo/admin', router.generate('_admin'));
    assertEquals('/foo/en/login', router.generate('login'));

    router.setPrefix('es__RG__');
    router.setLocale('es');
    assertEquals('/foo/es/bar', router.generate('homepage'));
    assertEquals('/foo/es/login', router.generate('login'));
  });

  it('testGetRoute', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        blog_post: {
          tokens: [
            ['variable', '/', '[^/]+?', 'slug'],
            ['text', '/blog-post'],
          ],
          defaults: {},
          requirements: { _scheme: 'http' },
        },
      },
    );
    const expected = {
      defaults: {},
      tokens: [
        ['variable', '/', '[^/]+?', 'slug'],
        ['text', '/blog-post'],
      ],
      requirements: { _scheme: 'http' },
    };
    assertEquals(expected, router.getRoute('blog_post'));
  });

  it('testGetRoutes', () => {
    const router = fosRouter({ base_url: '' }, { blog_post: 'test', blog: 'test' });
    assertEquals({ blog_post: 'test', blog: 'test' }, router.getRoutes());
  });

  it('testGenerateWithNullValue (difference: requirements are enforced)', () => {
    const router = fosRouter(
      { base_url: '' },
      {
        posts: {
          tokens: [
            ['variable', '/', '.+', 'id'],
            ['variable', '/', '.+', 'page'],
            ['text', '/blog-post'],
          ],
          defaults: {},
          requirements: {},
          hosttokens: [],
        },
      },
    );
    // router.js: '/blog-post//10'. Symfony checks "" against .+ and throws; so do we.
    expect(() => router.generate('posts', { page: null, id: 10 })).toThrow(RouteError);
  });

  it('testGenerateWithPort', () => {
    const router = fosRouter(
      { base_url: '/foo', host: 'localhost', scheme: 'http', port: 443 },
      {
        homepage: {
          tokens: [['text', '/bar']],
          defaults: { subdomain: 'api' },
          requirements: {},
          hosttokens: subdomain,
        },
      },
    );
    assertEquals('http://api.localhost:443/foo/bar', router.generate('homepage'));
  });

  // Regression test for issue #384 (https://github.com/FriendsOfSymfony/FOSJsRoutingBundle/issues/384)
  it('testGenerateWithPortInHost', () => {
    const router = fosRouter(
      { base_url: '', host: 'my-host.loc:81', scheme: 'http', port: 81 },
      {
        homepage: {
          tokens: [['text', '/foo/']],
          defaults: [],
          requirements: {},
          hosttokens: [['text', 'my-host.loc']],
          methods: ['GET', 'POST'],
        },
      },
    );
    assertEquals('/foo/', router.generate('homepage'));
  });

  it('testGenerateWithNullableDefaults (difference: requirements are enforced)', () => {
    const router = fosRouter(
      { base_url: '/foo' },
      {
        homepage: {
          tokens: [
            ['text', '/'],
            // The original writes '\d*' in a JS string, which is the regex d*.
            ['variable', '/', 'd*', 'id', true],
          ],
          defaults: { id: null },
          requirements: { id: 'd*' },
          hosttokens: [],
          methods: [],
          schemes: [],
        },
      },
    );
    assertEquals('/foo//', router.generate('homepage'));
    // router.js: '/foo/1234/'. "1234" does not match d*: Symfony throws too.
    expect(() => router.generate('homepage', { id: 1234 })).toThrow(RouteError);
  });
});
