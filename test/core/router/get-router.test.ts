import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { getRouter, resetRouterForTests } from '@/core/router/get-router';
import { readRouteDump, unwrapJsonp } from '@/core/router/route-dump';
import { RouteDumpError } from '@/core/router/route-dump-error';
import type { RouteName } from '@/core/router/route-names';
import { mockServer } from '../../../fixtures/node';

const dump = {
  base_url: '',
  routes: {
    thing: {
      tokens: [['text', '/thing']],
      defaults: [],
      requirements: [],
      hosttokens: [],
      methods: ['GET'],
      schemes: [],
    },
  },
  prefix: '',
  host: 'localhost',
  port: '',
  scheme: 'http',
  locale: 'en',
  domains: [],
};
const THING = 'thing' as RouteName;

const reports: unknown[] = [];
let consoleError: ReturnType<typeof vi.spyOn>;

function page(url: string, timeout = 1000): void {
  document.head.innerHTML = `<meta name="transport-widgets" data-api-timeout="${timeout}" data-routes-url="${url}">`;
}

beforeEach(() => {
  resetPageConfigForTests();
  resetRouterForTests();
  resetReportingForTests();
  reports.length = 0;
  setReportSink((error) => reports.push(error));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('unwrapJsonp', () => {
  it.each([
    ['plain JSON', '{"a":1}', '{"a":1}'],
    ['the controller form', '/**/cb({"a":1});', '{"a":1}'],
    ['no comment, no semicolon', 'cb({"a":1})', '{"a":1}'],
    ['a dotted callback', '/**/fos.Router.setData({"a":1});\n', '{"a":1}'],
    ['an indexed callback', '/**/jQuery[0]({"a":1});', '{"a":1}'],
  ])('%s', (_name, body, json) => {
    expect(unwrapJsonp(body)).toBe(json);
  });

  it('never runs what it reads: script around the call stays unparseable', () => {
    expect(() => readRouteDump('/r', 200, 'alert(1);cb({"routes":{}})')).toThrow(RouteDumpError);
  });
});

describe('readRouteDump', () => {
  it('fills the context a minimal dump leaves out and keeps its routes as they are', () => {
    const manifest = readRouteDump('/r', 200, JSON.stringify({ routes: { a: { tokens: [] } } }));
    expect(manifest).toMatchObject({ base_url: '', prefix: '', scheme: 'http' });
    expect(manifest.routes).toEqual({ a: { tokens: [] } });
  });

  it('names the place a dump is wrong, without its values', () => {
    expect(() => readRouteDump('/r', 200, '{"routes":{"a":{"tokens":"secret"}}}')).toThrow(
      /Route dump \/r is not a FOSJsRouting dump \(routes\.a\.tokens: expected Array\)/,
    );
    expect(() => readRouteDump('/r', 200, '{"routes":{"a":{"tokens":"secret"}}}')).not.toThrow(
      /secret/,
    );
  });
});

describe('getRouter with data-routes-url', () => {
  it('reads a JSON dump', async () => {
    page('/js/routing.json');
    mockServer.use(http.get('*/js/routing.json', () => HttpResponse.json(dump)));
    expect((await getRouter()).generate(THING)).toBe('/thing');
  });

  it("reads the FOS controller's JSONP answer", async () => {
    page('/js/routing.js?callback=fos.Router.setData');
    mockServer.use(
      http.get(
        '*/js/routing.js',
        () =>
          new HttpResponse(`/**/fos.Router.setData(${JSON.stringify(dump)});`, {
            headers: { 'Content-Type': 'application/javascript' },
          }),
      ),
    );
    expect((await getRouter()).generate(THING)).toBe('/thing');
  });

  it('fails once, naming the URL and the status, on the 400 of an empty callback', async () => {
    page('/js/routing.json?callback=');
    mockServer.use(
      http.get('*/js/routing.json', () =>
        HttpResponse.text('Invalid JSONP callback value', { status: 400 }),
      ),
    );
    const first = getRouter();
    const second = getRouter();
    await expect(first).rejects.toThrow(
      'Route dump /js/routing.json?callback= answered HTTP 400, expected 200 with a FOSJsRouting dump (an empty "callback" parameter is refused',
    );
    await expect(second).rejects.toBeInstanceOf(RouteDumpError);
    expect(reports).toHaveLength(1);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain('/js/routing.json?callback=');
  });

  it('names the status of a server error', async () => {
    page('/routes.json');
    mockServer.use(http.get('*/routes.json', () => HttpResponse.json(dump, { status: 500 })));
    await expect(getRouter()).rejects.toMatchObject({ status: 500, url: '/routes.json' });
  });

  it('gives up on a dump that never answers after the API time-out, and tries again', async () => {
    page('/hang.json', 1000);
    let calls = 0;
    mockServer.use(
      http.get('*/hang.json', async () => {
        calls += 1;
        if (calls === 1) await delay('infinite');
        return HttpResponse.json(dump);
      }),
    );
    const started = Date.now();
    await expect(getRouter()).rejects.toThrow(
      'Route dump /hang.json did not answer within 1000 ms',
    );
    expect(Date.now() - started).toBeLessThan(3000);
    // "Try again": a new request, not the rejected promise.
    expect((await getRouter()).generate(THING)).toBe('/thing');
    expect(calls).toBe(2);
  });

  it('rejects a document that is not a dump', async () => {
    page('/other.json');
    mockServer.use(http.get('*/other.json', () => HttpResponse.json({ hello: 1 })));
    await expect(getRouter()).rejects.toThrow(/is not a FOSJsRouting dump \(routes: missing\)/);
  });

  it('says the server answered with a page, not the route dump, for an HTML page answered 200', async () => {
    page('/js/routing.json');
    mockServer.use(http.get('*/js/routing.json', () => HttpResponse.html('<html>login</html>')));
    await expect(getRouter()).rejects.toThrow(
      'Route dump /js/routing.json was not read: the server answered with a page, not the route dump (HTTP 200 text/html)',
    );
  });

  it("names the redirect to a login page (Symfony form_login's 302), without following it", async () => {
    page('/js/routing.json');
    let loginAsked = false;
    mockServer.use(
      http.get('*/js/routing.json', ({ request }) =>
        HttpResponse.redirect(new URL('/login?_target=secret', request.url), 302),
      ),
      http.get('*/login', () => {
        loginAsked = true;
        return HttpResponse.html('<!DOCTYPE html><form>');
      }),
    );
    const error = await getRouter().catch((e: unknown) => e as RouteDumpError);
    expect(error).toBeInstanceOf(RouteDumpError);
    expect((error as RouteDumpError).failure).toBe('login');
    expect((error as RouteDumpError).message).toContain(
      'was not read: the server redirected it to /login, as a firewall sends an ended session to its login page',
    );
    expect((error as RouteDumpError).message).toContain('access_control');
    // Not the visitor's connection, and not the redirect's query (it may hold a token).
    expect((error as RouteDumpError).message).not.toMatch(/network|offline|secret/);
    expect(loginAsked).toBe(false);
  });

  it('tells the login page a reader followed to from a page at a wrong URL', () => {
    const login = () => readRouteDump('/r', 200, '<!DOCTYPE html><form>', 'text/html', '/login');
    const wrongUrl = () => readRouteDump('/r', 200, '<!DOCTYPE html><p>Home</p>', 'text/html');
    expect(login).toThrow('(HTTP 200 text/html, after a redirect to /login)');
    expect(() => login()).toThrow(expect.objectContaining({ failure: 'login' }));
    expect(() => wrongUrl()).toThrow(expect.objectContaining({ failure: 'unusable' }));
  });

  it('gives up on a body that drips after the headers, within the same time-out', async () => {
    page('/drip.json', 1000);
    mockServer.use(
      http.get(
        '*/drip.json',
        () =>
          new HttpResponse(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"routes": {'));
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    await expect(getRouter()).rejects.toThrow(
      'Route dump /drip.json did not answer within 1000 ms',
    );
  });

  it.each([
    ['declared', true],
    ['streamed', false],
  ])(
    'refuses a body larger than 4 MB (%s length) without reading it all',
    async (_name, declared) => {
      page('/big.json', 5000);
      let sent = 0;
      mockServer.use(
        http.get('*/big.json', () => {
          const chunk = new TextEncoder().encode(' '.repeat(64 * 1024));
          const body = new ReadableStream({
            pull(controller) {
              sent += chunk.byteLength;
              if (sent > 64 * 1024 * 1024) controller.close();
              else controller.enqueue(chunk);
            },
          });
          return new HttpResponse(body, {
            headers: {
              'Content-Type': 'application/json',
              ...(declared ? { 'Content-Length': String(64 * 1024 * 1024) } : {}),
            },
          });
        }),
      );
      await expect(getRouter()).rejects.toThrow(
        /Route dump \/big\.json is larger than 4 MB: expose only the routes the pages use/,
      );
      expect(sent).toBeLessThan(8 * 1024 * 1024);
    },
  );
});

describe("router.js getters on the page's dump", () => {
  const blogPost = {
    tokens: [
      ['variable', '/', '[^/]+?', 'slug'],
      ['text', '/blog-post'],
    ],
    defaults: {},
    requirements: { _scheme: 'http' },
  };

  it('testGetRoute: data-routes-url', async () => {
    page('/js/routing.json');
    mockServer.use(
      http.get('*/js/routing.json', () =>
        HttpResponse.json({ base_url: '', routes: { blog_post: blogPost } }),
      ),
    );
    expect((await getRouter()).getRoute('blog_post')).toEqual(blogPost);
  });

  it('testGetRoute and testGetRoutes: data-routes', async () => {
    const routes = { blog_post: blogPost, blog: { tokens: [['text', '/blog']], extra: 'kept' } };
    document.head.innerHTML = `<meta name="transport-widgets" data-routes='${JSON.stringify({ base_url: '', routes })}'>`;
    const router = await getRouter();
    expect(router.getRoute('blog_post')).toEqual(blogPost);
    expect(router.getRoutes()).toEqual(routes);
  });
});

describe('a route name the dump lacks', () => {
  it('fails loudly naming it, once per name', async () => {
    page('/js/routing.json');
    mockServer.use(http.get('*/js/routing.json', () => HttpResponse.json(dump)));
    const router = await getRouter();
    const missing = 'notifications_hub' as RouteName;
    expect(() => router.generate(missing)).toThrow('Route "notifications_hub": no such route');
    expect(() => router.generate(missing)).toThrow();
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toContain(
      'the route dump lacks "notifications_hub"',
    );
    expect(reports).toHaveLength(1);
    expect(router.has(missing)).toBe(false);
    expect(consoleError).toHaveBeenCalledTimes(1);
  });
});

describe('a dump that keeps failing', () => {
  it('is told once, however many widgets ask and however often they try again', async () => {
    page('/js/routing.json?callback=');
    let calls = 0;
    mockServer.use(
      http.get('*/js/routing.json', () => {
        calls += 1;
        return HttpResponse.text('Invalid JSONP callback value', { status: 400 });
      }),
    );
    await expect(getRouter()).rejects.toMatchObject({ reported: true });
    await expect(getRouter()).rejects.toBeInstanceOf(RouteDumpError);
    expect(calls).toBe(2);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(reports).toHaveLength(1);
  });
});
