import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/core/http/api-error';
import { apiRequest } from '@/core/http/client';
import { redirectAnswer } from '@/core/http/redirect-answer';
import type { RouteName } from '@/core/router/route-names';
import { mockServer } from '../../../fixtures/node';
import { route, routeDump, text } from '../router/manifest-kit';
import { freshHttpPage } from './fresh-http-page';

/*
 * A session that ended behind a single sign-on: the firewall answers an API request with a 302 to
 * the login page of another origin. A browser following it meets a page without CORS headers and
 * fetch throws a TypeError, which read as "check your connection" and offered no login; on the way
 * the request's X-CSRF-Token went to that origin. The SSO here answers as the browser lets the page
 * see it: a network error.
 */

const SSO_LOGIN = 'https://sso.example/login?service=https%3A%2F%2Flocalhost%2F';
const GET_ROUTE = 'thing_get' as RouteName;
const POST_ROUTE = 'thing_post' as RouteName;

let reports: unknown[] = [];
let ssoAsked: { method: string; token: string | null }[] = [];

beforeEach(() => {
  const manifest = routeDump({
    thing_get: route([text('/api/thing')]),
    thing_post: route([text('/api/things')], { methods: ['POST'] }),
  });
  reports = freshHttpPage(
    `<meta name="transport-widgets" data-locale="en" data-csrf-token="csrf-123" data-api-timeout="1000" data-routes='${JSON.stringify(manifest)}'>`,
  );
  ssoAsked = [];
  const toSso = () => new HttpResponse(null, { status: 302, headers: { Location: SSO_LOGIN } });
  mockServer.use(
    http.get('*/api/thing', toSso),
    http.post('*/api/things', toSso),
    http.all('https://sso.example/*', ({ request }) => {
      ssoAsked.push({ method: request.method, token: request.headers.get('x-csrf-token') });
      return HttpResponse.error();
    }),
  );
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('a redirect to a login page on another origin', () => {
  it('is an ended session on a GET, not a network failure, and the token stays home', async () => {
    const error = await failure(apiRequest({ route: GET_ROUTE }));
    expect(error).toBeInstanceOf(ApiError);
    expect({ kind: error.kind, isAuth: error.isAuth }).toEqual({ kind: 'login', isAuth: true });
    expect(ssoAsked).toEqual([]);
    // An ended session is not reported, and not retried.
    expect(reports).toEqual([]);
  });

  it('is an ended session on a POST (the submit), not a network failure', async () => {
    const error = await failure(
      apiRequest({ route: POST_ROUTE, method: 'POST', json: { title: 'Sofa' } }),
    );
    expect({ kind: error.kind, isAuth: error.isAuth }).toEqual({ kind: 'login', isAuth: true });
    expect(ssoAsked).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('is an ended session however the fetch shows it: a browser’s opaque redirect, or the 3xx', () => {
    // A browser hands `redirect: 'manual'` an opaqueredirect with status 0, which no Response
    // constructor (and so no mock) can make; Node's fetch, as above, hands the 302 itself.
    expect(redirectAnswer({ type: 'opaqueredirect', status: 0 })).toBe(true);
    for (const status of [301, 302, 303, 307, 308])
      expect(redirectAnswer({ type: 'basic', status })).toBe(true);
    for (const status of [200, 204, 304, 401, 500])
      expect(redirectAnswer({ type: 'basic', status })).toBe(false);
  });
});
