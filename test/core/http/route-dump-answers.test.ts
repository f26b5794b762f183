import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/core/http/api-error';
import { apiRequest } from '@/core/http/client';
import { uploadRequest } from '@/core/http/upload';
import { MAX_DUMP_BYTES } from '@/core/router/route-dump';
import type { RouteName } from '@/core/router/route-names';
import { LOGIN_PAGE } from '../../../fixtures/faults';
import { mockServer } from '../../../fixtures/node';
import { route, routeDump, text } from '../router/manifest-kit';
import { freshHttpPage } from './fresh-http-page';

/*
 * The page's route dump (`data-routes-url`) is fetched before the first API request; every request
 * waits for it. Its failure is that request's failure, judged as an answer of the API is: a redirect
 * (the firewall sending an ended session to its login page, on this origin or a single sign-on's)
 * or a 401 is an ended session; an answer the page cannot use (an HTML page without a redirect, a
 * refusal, an error, a dump over the size cap) is the page's or the server's fault, never the
 * visitor's connection; only no answer at all is.
 */

const THING = 'thing_get' as RouteName;
const UPLOAD = 'thing_upload' as RouteName;
const DUMP = '/js/routing.json';
const SSO_LOGIN = 'https://sso.example/login?service=secret';

let dumpAsked = 0;
let apiAsked = 0;

beforeEach(() => {
  freshHttpPage(
    `<meta name="transport-widgets" data-locale="en" data-api-timeout="2000" data-routes-url="${DUMP}">`,
  );
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  dumpAsked = 0;
  apiAsked = 0;
  mockServer.use(
    http.all('*/api/thing', () => {
      apiAsked += 1;
      return HttpResponse.json({ ok: true });
    }),
    http.all('https://sso.example/*', () => HttpResponse.error()),
    http.get('*/login', () => HttpResponse.html(LOGIN_PAGE)),
  );
});

const dumpAnswers = (answer: (request: Request) => Response) =>
  mockServer.use(
    http.get(`*${DUMP}`, ({ request }) => {
      dumpAsked += 1;
      return answer(request);
    }),
  );

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );

const kindOf = (error: unknown) =>
  error instanceof ApiError ? { kind: error.kind, isAuth: error.isAuth } : String(error);

const page = () =>
  routeDump({
    thing_get: route([text('/api/thing')]),
    thing_upload: route([text('/api/thing')], { methods: ['POST'] }),
  });

describe('a route dump answered with the login', () => {
  it.each([
    [
      'a redirect to the login page on this origin',
      (request: Request) => HttpResponse.redirect(new URL('/login', request.url), 302),
    ],
    [
      "a redirect to a single sign-on's login page on another origin",
      () => HttpResponse.redirect(SSO_LOGIN, 302),
    ],
    [
      'a 401',
      () => HttpResponse.json({ message: 'Full authentication is required' }, { status: 401 }),
    ],
  ])('%s is an ended session for the request that waited for it', async (_name, answer) => {
    dumpAnswers(answer);
    const error = await failure(apiRequest({ route: THING }));
    expect(kindOf(error)).toEqual({ kind: 'login', isAuth: true });
    expect(apiAsked).toBe(0);
  });

  it('is an ended session for an upload too', async () => {
    dumpAnswers((request) => HttpResponse.redirect(new URL('/login', request.url), 302));
    const body = new FormData();
    body.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    const error = await failure(uploadRequest({ route: UPLOAD, body }));
    expect(kindOf(error)).toEqual({ kind: 'login', isAuth: true });
  });
});

describe('a route dump the page cannot use', () => {
  it.each([
    ['an HTML page answered without a redirect', () => HttpResponse.html(LOGIN_PAGE)],
    ['a 403', () => HttpResponse.json({ message: 'Access denied' }, { status: 403 })],
    ['a 500', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })],
    ['a body that is not JSON', () => HttpResponse.text('{"routes": {', { status: 200 })],
    [
      'a dump over the size cap',
      () =>
        new HttpResponse(' '.repeat(MAX_DUMP_BYTES + 1), {
          headers: { 'Content-Type': 'application/json' },
        }),
    ],
  ])('%s is the page’s fault, not an ended session nor the connection', async (_name, answer) => {
    dumpAnswers(answer);
    const error = await failure(apiRequest({ route: THING }));
    expect(kindOf(error)).toEqual({ kind: 'request', isAuth: false });
    expect(apiAsked).toBe(0);
  });

  it('is asked for again by the next request ("Try again")', async () => {
    let broken = true;
    dumpAnswers(() =>
      broken ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json(page()),
    );
    await failure(apiRequest({ route: THING }));
    broken = false;
    await expect(apiRequest({ route: THING })).resolves.toEqual({ ok: true });
    expect(dumpAsked).toBe(2);
  });
});

describe('a route dump that never answers', () => {
  it('is the connection: no answer reached the page', async () => {
    dumpAnswers(() => HttpResponse.error());
    const error = await failure(apiRequest({ route: THING }));
    expect(kindOf(error)).toEqual({ kind: 'network', isAuth: false });
  });
});
