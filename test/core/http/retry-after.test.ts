import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '@/core/http/client';
import { mockServer } from '../../../fixtures/node';
import { freshHttpPage } from './fresh-http-page';
import { LOCAL_GET, pageMeta } from './http-fixtures';

/*
 * A 503 with `Retry-After: 60` must not hold a widget on
 * "Loading…" for minutes. The wait a server asks for is capped within the API
 * time-out (here 1 s), and a server that asks for longer than that gets no
 * retry at all: the widget shows its failure and "Try again" at once.
 */

beforeEach(() => {
  freshHttpPage(pageMeta());
});

describe('Retry-After and RateLimit-Reset', () => {
  it.each(['60', '3600', new Date(Date.now() + 120_000).toUTCString()])(
    'a 503 asking to wait %s fails within the API time-out',
    async (retryAfter) => {
      let calls = 0;
      mockServer.use(
        http.get('*/api/thing', () => {
          calls += 1;
          return HttpResponse.json({}, { status: 503, headers: { 'Retry-After': retryAfter } });
        }),
      );
      const started = Date.now();
      await expect(apiRequest({ route: LOCAL_GET })).rejects.toMatchObject({
        kind: 'http',
        status: 503,
      });
      expect(Date.now() - started).toBeLessThan(1000);
      expect(calls).toBe(1);
    },
    5000,
  );

  // The other headers ky waits for when Retry-After is missing: the same cap applies to them.
  const inAnHour = String(Math.floor(Date.now() / 1000) + 3600);
  it.each([
    ['RateLimit-Reset', '60 s', '60'],
    ['RateLimit-Reset', '3600 s', '3600'],
    ['X-RateLimit-Retry-After', 'a timestamp an hour away', inAnHour],
    ['X-RateLimit-Reset', 'a timestamp an hour away', inAnHour],
    ['X-Rate-Limit-Reset', 'a timestamp an hour away', inAnHour],
  ])(
    'a 429 with %s (%s) gets no retry and fails within the API time-out',
    async (header, _label, value) => {
      let calls = 0;
      mockServer.use(
        http.get('*/api/thing', () => {
          calls += 1;
          return HttpResponse.json({}, { status: 429, headers: { [header]: value } });
        }),
      );
      const started = Date.now();
      await expect(apiRequest({ route: LOCAL_GET })).rejects.toMatchObject({
        kind: 'http',
        status: 429,
      });
      expect(calls).toBe(1);
      expect(Date.now() - started).toBeLessThan(1000);
    },
    5000,
  );

  it('a short RateLimit-Reset is honoured and the retry succeeds', async () => {
    let calls = 0;
    mockServer.use(
      http.get('*/api/thing', () =>
        ++calls < 2
          ? HttpResponse.json({}, { status: 429, headers: { 'RateLimit-Reset': '0.2' } })
          : HttpResponse.json({ ok: true }),
      ),
    );
    await expect(apiRequest({ route: LOCAL_GET })).resolves.toEqual({ ok: true });
    expect(calls).toBe(2);
  });

  it('a short Retry-After is honoured and the retry succeeds', async () => {
    let calls = 0;
    mockServer.use(
      http.get('*/api/thing', () =>
        ++calls < 2
          ? HttpResponse.json({}, { status: 429, headers: { 'Retry-After': '0.2' } })
          : HttpResponse.json({ ok: true }),
      ),
    );
    const started = Date.now();
    await expect(apiRequest({ route: LOCAL_GET })).resolves.toEqual({ ok: true });
    expect(Date.now() - started).toBeGreaterThanOrEqual(150);
    expect(calls).toBe(2);
  });
});
