import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/core/http/api-error';
import { apiRequest } from '@/core/http/client';
import { uploadRequest } from '@/core/http/upload';
import type { RouteName } from '@/core/router/route-names';
import { mockServer } from '../../../fixtures/node';
import { route as routeOf, routeDump, text } from '../router/manifest-kit';
import { freshHttpPage } from './fresh-http-page';
import { servePageFrom, startLoginServer, type LoginServer } from './login-server';

/*
 * An ended session, as Symfony's default `form_login` answers it: every
 * request of the firewall's area is redirected (302) to the login page. The
 * client does not follow it (`redirect: 'manual'`); XMLHttpRequest does, to a
 * 200 with HTML. A real HTTP server plays it here (MSW's redirect emulation
 * refuses a POST's 302, a real client follows it), and every widget's request
 * sees one classification: `login`.
 */

let server: LoginServer;
let leave: () => void;
beforeAll(async () => {
  server = await startLoginServer();
  leave = servePageFrom(`${server.origin}/form/en/summary`);
});
afterAll(async () => {
  leave();
  await server.close();
});

const route = (path: string, method: string) => routeOf([text(path)], { methods: [method] });

let reports: unknown[] = [];
beforeEach(() => {
  server.seen.length = 0;
  const manifest = routeDump(
    {
      thing_get: route('/api/thing', 'GET'),
      thing_post: route('/api/things', 'POST'),
      page_get: route('/api/page', 'GET'),
      json_get: route('/api/json', 'GET'),
      upload_post: route('/api/upload', 'POST'),
      too_large_post: route('/api/too-large', 'POST'),
      upload_sso_post: route('/api/upload-sso', 'POST'),
      drop_post: route('/api/drop', 'POST'),
    },
    { host: '127.0.0.1' },
  );
  reports = freshHttpPage(
    `<meta name="transport-widgets" data-locale="en" data-api-timeout="5000" data-routes='${JSON.stringify(manifest)}'>`,
  );
  // The requests go out to the real server above.
  mockServer.use(http.all(`${server.origin}/*`, () => passthrough()));
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('the login page instead of an answer', () => {
  it('a GET redirected to the login page is "log in again", not an unreadable answer', async () => {
    const error = await failure(apiRequest({ route: 'thing_get' as RouteName }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('login');
    expect(error.isAuth).toBe(true);
    // The redirect is not followed: the login page is not asked.
    expect(server.seen).toEqual(['GET /api/thing']);
    // An ended session is no fault to report, and it is not retried.
    expect(reports).toEqual([]);
  });

  it('a submit (POST) redirected to the login page says the same', async () => {
    const error = await failure(
      apiRequest({ route: 'thing_post' as RouteName, method: 'POST', json: { title: 'Sofa' } }),
    );
    expect(error.kind).toBe('login');
    expect(server.seen).toEqual(['POST /api/things']);
  });

  it('an HTML page where JSON was asked says the same, redirect or not', async () => {
    const error = await failure(apiRequest({ route: 'page_get' as RouteName }));
    expect(error.kind).toBe('login');
  });

  it('a picture upload (XMLHttpRequest) redirected to the login page says the same', async () => {
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const error = await failure(uploadRequest({ route: 'upload_post' as RouteName, body }));
    expect(error.kind).toBe('login');
    expect(server.seen).toEqual(['POST /api/upload', 'GET /login']);
  });

  it('a picture upload redirected to a login page on another origin is "log in again" too', async () => {
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const error = await failure(uploadRequest({ route: 'upload_sso_post' as RouteName, body }));
    // XMLHttpRequest followed the redirect (the other origin was asked) and met no CORS headers:
    // a network error to the page, told apart by asking the URL again without following.
    expect(server.seen.some((line) => line.includes('/sso/login'))).toBe(true);
    expect({ kind: error.kind, isAuth: error.isAuth }).toEqual({ kind: 'login', isAuth: true });
    expect(reports).toEqual([]);
  });

  it('a picture upload whose connection drops is still a network failure', async () => {
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const error = await failure(uploadRequest({ route: 'drop_post' as RouteName, body }));
    expect(error.kind).toBe('network');
  });

  it('an error page with an error status is that error, not the login: nginx’s 413 on an upload', async () => {
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const error = await failure(uploadRequest({ route: 'too_large_post' as RouteName, body }));
    expect({ kind: error.kind, status: error.status }).toEqual({ kind: 'http', status: 413 });
    // The same page through fetch (ky) says the same.
    const viaFetch = await failure(
      apiRequest({ route: 'too_large_post' as RouteName, method: 'POST', json: {} }),
    );
    expect({ kind: viaFetch.kind, status: viaFetch.status }).toEqual({ kind: 'http', status: 413 });
  });

  it('a JSON answer stays an answer', async () => {
    await expect(apiRequest({ route: 'json_get' as RouteName })).resolves.toEqual({ ok: true });
  });
});
