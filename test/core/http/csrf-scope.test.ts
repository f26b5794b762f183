import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { pageConfigSchema } from '@/core/config/page-config';
import { apiRequest } from '@/core/http/client';
import { mockServer } from '../../../fixtures/node';
import { freshHttpPage } from './fresh-http-page';
import { FOREIGN_GET, LOCAL_GET, pageMeta } from './http-fixtures';

/*
 * The CSRF token is the session's secret. A route dump can name
 * any host; the token goes only to the page's own origin.
 */

beforeEach(() => {
  freshHttpPage(pageMeta());
});

describe('X-CSRF-Token scope', () => {
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

  it('goes to an API origin the page lists in data-api-hosts, and to no other', async () => {
    freshHttpPage(pageMeta(` data-api-hosts='["https://tracker.example"]'`));
    let token: string | null = 'unset';
    mockServer.use(
      http.get('https://tracker.example/collect', ({ request }) => {
        token = request.headers.get('x-csrf-token');
        return HttpResponse.json({});
      }),
    );
    await apiRequest({ route: FOREIGN_GET });
    expect(token).toBe('csrf-123');
    for (const listed of [
      'https://tracker.example.evil',
      'http://tracker.example',
      'https://tracker.example:8443',
    ]) {
      freshHttpPage(pageMeta(` data-api-hosts='["${listed}"]'`));
      token = 'unset';
      await apiRequest({ route: FOREIGN_GET });
      expect({ listed, token }).toEqual({ listed, token: null });
    }
  });

  it('refuses a data-api-hosts entry that is not an origin', () => {
    for (const value of [
      'https://*.example.com',
      'https://api.example.com/v2',
      'api.example.com',
      'javascript:x',
    ])
      expect(v.safeParse(pageConfigSchema, { apiHosts: [value] }).success).toBe(false);
    expect(v.safeParse(pageConfigSchema, { apiHosts: ['https://api.example.com/'] }).success).toBe(
      true,
    );
  });
});
