import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../fixtures/node';
import { resetPageConfigForTests } from '../../src/core/config/page-config';
import { resetReportingForTests, setReportSink } from '../../src/core/errors/report';
import { apiRequest, resetHttpForTests } from '../../src/core/http/client';
import { resetRouterForTests } from '../../src/core/router/get-router';
import { FOREIGN_GET, LOCAL_GET, pageMeta } from './http-fixtures';

/*
 * Issue 17, low: the CSRF token is the session's secret. A route dump can name
 * any host; the token goes only to the page's own origin.
 */

beforeEach(() => {
  document.head.innerHTML = pageMeta();
  resetPageConfigForTests();
  resetRouterForTests();
  resetHttpForTests();
  resetReportingForTests();
  setReportSink(() => undefined);
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
