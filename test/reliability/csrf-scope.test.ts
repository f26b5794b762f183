import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../fixtures/node';
import { apiRequest } from '../../src/core/http/client';
import { FOREIGN_GET, LOCAL_GET, pageMeta } from './http-fixtures';
import { freshHttpPage } from '../core/http/fresh-http-page';

/*
 * Issue 17, low: the CSRF token is the session's secret. A route dump can name
 * any host; the token goes only to the page's own origin.
 */

beforeEach(() => {
  freshHttpPage(pageMeta());
});

describe('X-CSRF-Token scope (issue 17, low)', () => {
  it('goes to the page origin', async () => {
    let token: string | null = null;
    mockServer.use(
      http.get('*/api/thing', ({ request }) => {
        token = request.headers.get('x-csrf-token');
        return HttpResponse.json({});
      }),
    );
    await apiRequest({ route: LOCAL_GET });
    expect(token).toBe('csrf-123');
  });

  it('never goes to a host the route dump names', async () => {
    let seen = false;
    let token: string | null = 'unset';
    mockServer.use(
      http.get('https://tracker.example/collect', ({ request }) => {
        seen = true;
        token = request.headers.get('x-csrf-token');
        return HttpResponse.json({});
      }),
    );
    await apiRequest({ route: FOREIGN_GET });
    expect(seen).toBe(true);
    expect(token).toBeNull();
  });
});
