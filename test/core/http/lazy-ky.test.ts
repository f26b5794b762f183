import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../../fixtures/node';
import { LOCAL_GET, pageMeta } from './http-fixtures';

// ky is a chunk of its own, downloaded with the first request (src/core/http/client.ts): a lost
// download must fail that request the way a lost connection does, and must not stick.
afterEach(() => {
  vi.doUnmock('@/core/http/ky-client');
  vi.resetModules();
});

async function freshClient() {
  vi.resetModules();
  const { freshHttpPage } = await import('./fresh-http-page');
  const reports = freshHttpPage(pageMeta());
  const client = await import('@/core/http/client');
  const { ApiError } = await import('@/core/http/api-error');
  return { ...client, ApiError, reports };
}

describe('the HTTP client downloads ky with the first request', () => {
  it('fails a request whose ky download fails as a network failure, and downloads again for the next', async () => {
    mockServer.use(http.get('*/api/thing', () => HttpResponse.json({ ok: true })));
    let downloads = 0;
    vi.doMock('@/core/http/ky-client', async (importOriginal) => {
      downloads += 1;
      if (downloads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { apiRequest, ApiError } = await freshClient();

    const failure = await apiRequest({ route: LOCAL_GET }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'network', route: LOCAL_GET });

    await expect(apiRequest({ route: LOCAL_GET })).resolves.toEqual({ ok: true });
    expect(downloads).toBe(2);
  });

  it('names an HTTP status of the first request, though ky arrived with it', async () => {
    mockServer.use(
      http.get('*/api/thing', () => HttpResponse.json({ error: 'gone' }, { status: 410 })),
    );
    const { apiRequest } = await freshClient();
    await expect(apiRequest({ route: LOCAL_GET })).rejects.toMatchObject({
      kind: 'http',
      status: 410,
      data: { error: 'gone' },
    });
  });
});
