import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, shouldReport } from '@/core/http/api-error';
import { kyBaseQuery } from '@/core/http/base-query';
import { apiRequest } from '@/core/http/client';
import { uploadRequest } from '@/core/http/upload';
import type { RouteName } from '@/core/router/route-names';
import { mockServer } from '../../../fixtures/node';
import { setScenario } from '../../../fixtures/scenario';
import { route, routeDump, text } from '../router/manifest-kit';
import { freshHttpPage } from './fresh-http-page';

// An inline manifest with routes of its own: their names are not in the shipped union.
const THING_GET = 'thing_get' as RouteName;
const THING_POST = 'thing_post' as RouteName;

const manifest = routeDump({
  thing_get: route([['variable', '/', '\\d+', 'id'], text('/api/thing')], {
    requirements: { id: '\\d+' },
  }),
  thing_post: route([text('/api/things')], { methods: ['POST'] }),
});

let reports: unknown[] = [];
beforeEach(() => {
  reports = freshHttpPage(
    `<meta name="transport-widgets" data-locale="pl_PL" data-csrf-token="csrf-123" data-api-timeout="1000" data-routes='${JSON.stringify(manifest)}'>`,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('resolves the route, sends the headers and reads JSON', async () => {
    let seen: Request | undefined;
    mockServer.use(
      http.get('*/api/thing/:id', ({ request }) => {
        seen = request;
        return HttpResponse.json({ ok: true });
      }),
    );
    await expect(apiRequest({ route: THING_GET, params: { id: 7, q: 'a b' } })).resolves.toEqual({
      ok: true,
    });
    expect(new URL(seen!.url).pathname + new URL(seen!.url).search).toBe('/api/thing/7?q=a%20b');
    expect(seen!.headers.get('accept-language')).toBe('pl-PL, pl;q=0.9');
    expect(seen!.headers.get('x-csrf-token')).toBe('csrf-123');
    expect(seen!.headers.get('accept')).toBe('application/json');
  });

  it('uses the route method and sends JSON bodies', async () => {
    mockServer.use(
      http.post('*/api/things', async ({ request }) =>
        HttpResponse.json({ got: await request.json() }, { status: 201 }),
      ),
    );
    await expect(apiRequest({ route: THING_POST, json: { a: 1 } })).resolves.toEqual({
      got: { a: 1 },
    });
  });

  it('retries an idempotent GET but never a POST', async () => {
    let gets = 0;
    let posts = 0;
    mockServer.use(
      http.get('*/api/thing/:id', () =>
        ++gets < 2 ? HttpResponse.json({}, { status: 502 }) : HttpResponse.json({ ok: 1 }),
      ),
      http.post('*/api/things', () => {
        posts += 1;
        return HttpResponse.json({}, { status: 502 });
      }),
    );
    await expect(apiRequest({ route: THING_GET, params: { id: 1 } })).resolves.toEqual({ ok: 1 });
    expect(gets).toBe(2);
    await expect(apiRequest({ route: THING_POST, json: {} })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(posts).toBe(1);
  });

  it('gives a 422 answer body to the caller', async () => {
    setScenario('validation-error');
    const error = await apiRequest({ route: THING_POST, json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'http', status: 422, data: { errors: expect.any(Array) } });
  });

  it('tells network errors, malformed JSON and aborts apart, and reports none of the first and last', async () => {
    setScenario('offline');
    await expect(apiRequest({ route: THING_POST, json: {} })).rejects.toMatchObject({
      kind: 'network',
    });
    setScenario('malformed-json');
    await expect(apiRequest({ route: THING_POST, json: {} })).rejects.toMatchObject({
      kind: 'malformed',
    });
    setScenario('normal');
    mockServer.use(http.post('*/api/things', () => new Promise(() => undefined)));
    const controller = new AbortController();
    const pending = apiRequest({ route: THING_POST, json: {}, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(reports.map((r) => (r as ApiError).kind)).toEqual(['malformed']);
  });

  it('reports a malformed answer without any of its text', async () => {
    // V8 quotes the start of the text in JSON.parse's message ("Unexpected token …, "…" is not
    // valid JSON"): personal data of the answer, in the cause Sentry would send.
    const body = 'Jan Kowalski, tel. 600 700 800';
    mockServer.use(
      http.post(
        '*/api/things',
        () => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = (await apiRequest({ route: THING_POST, json: {} }).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(error.kind).toBe('malformed');
    expect(reports).toEqual([error]);
    const cause = error.cause as Error;
    expect(cause.name).toBe('SyntaxError');
    const told = [error.message, error.stack, cause.message, cause.stack].join('\n');
    for (const piece of ['Jan K', 'Kowals']) expect(told).not.toContain(piece);
  });

  it('times out', async () => {
    setScenario('timeout');
    await expect(apiRequest({ route: THING_POST, json: {} })).rejects.toMatchObject({
      kind: 'timeout',
    });
  });

  it('sends a literal URL as given (the autocomplete calls), with the route naming it in errors', async () => {
    let seen: Request | undefined;
    mockServer.use(
      http.get('*/autocomplete/car/:lang/:text/:limit', ({ request }) => {
        seen = request;
        return HttpResponse.json([]);
      }),
    );
    await apiRequest({ route: THING_GET, url: '/autocomplete/car/pl/golf/20' });
    expect(new URL(seen!.url).pathname).toBe('/autocomplete/car/pl/golf/20');
    mockServer.use(http.get('*/autocomplete/car/:lang/:text/:limit', () => HttpResponse.error()));
    await expect(
      apiRequest({ route: THING_GET, url: '/autocomplete/car/pl/golf/20' }),
    ).rejects.toMatchObject({ kind: 'network', route: THING_GET });
  });

  it('throws a named RouteError for bad parameters, before any request', async () => {
    await expect(apiRequest({ route: THING_GET, params: { id: 'abc' } })).rejects.toThrow(
      /Route "thing_get", parameter "id"/,
    );
  });

  it('makes a URL that cannot be built a failure of the request, reported like any other', async () => {
    await expect(apiRequest({ route: THING_GET, params: { id: 'abc' } })).rejects.toMatchObject({
      kind: 'request',
      route: THING_GET,
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'request', route: THING_GET });
  });

  it('gives RTK Query the same failure, not a network error', async () => {
    const result = await kyBaseQuery(
      { route: THING_GET, params: { id: 'abc' } },
      {
        signal: new AbortController().signal,
      } as Parameters<typeof kyBaseQuery>[1],
      {},
    );
    expect(result.error).toMatchObject({ kind: 'request' });
    expect(reports).toHaveLength(1);
  });
});

describe('shouldReport', () => {
  const always = () => 0;
  const never = () => 0.99;
  it.each([
    ['aborted', undefined, false, false],
    ['network', undefined, false, false],
    ['timeout', undefined, true, false],
    ['http', 503, true, false],
    ['http', 422, true, false],
    ['http', 500, true, true],
    ['malformed', undefined, true, true],
    ['request', undefined, true, true],
  ] as const)('%s %s: sampled-in %s, sampled-out %s', (kind, status, inSample, outOfSample) => {
    const error = new ApiError(kind, 'r', status);
    expect(shouldReport(error, always)).toBe(inSample);
    expect(shouldReport(error, never)).toBe(outOfSample);
  });
});

describe('uploadRequest', () => {
  const file = () => new File([new Uint8Array(64)], 'sofa.jpg', { type: 'image/jpeg' });
  const body = () => {
    const form = new FormData();
    form.append('file', file(), 'sofa.jpg');
    return form;
  };

  it('sends the client’s headers and reports progress to the end', async () => {
    let seen: Request | undefined;
    mockServer.use(
      http.post('*/api/things', ({ request }) => {
        seen = request;
        return HttpResponse.json({ uid: 'u-1' });
      }),
    );
    const progress: number[] = [];
    const answer = await uploadRequest({
      route: THING_POST,
      body: body(),
      onProgress: (p) => progress.push(p),
    });
    expect(answer).toEqual({ uid: 'u-1' });
    expect(seen?.headers.get('Accept-Language')).toMatch(/^pl-PL/);
    expect(seen?.headers.get('X-CSRF-Token')).toBe('csrf-123');
    expect(seen?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(seen?.headers.get('Accept')).toBe('application/json');
    expect(progress.at(-1)).toBe(1);
  });

  it('fails and reports as apiRequest does, with the answer’s body', async () => {
    mockServer.use(
      http.post('*/api/things', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
    );
    await expect(uploadRequest({ route: THING_POST, body: body() })).rejects.toMatchObject({
      kind: 'http',
      status: 500,
      data: { message: 'boom' },
    });
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatchObject({ kind: 'http', route: THING_POST, status: 500 });
  });

  it('makes a URL that cannot be built a reported failure of the request', async () => {
    await expect(
      uploadRequest({ route: THING_GET, params: { id: 'abc' }, body: body() }),
    ).rejects.toMatchObject({ kind: 'request', route: THING_GET });
    expect(reports).toHaveLength(1);
  });
});
