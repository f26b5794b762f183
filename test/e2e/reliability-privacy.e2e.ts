import { http, HttpResponse } from 'msw';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeApi } from '../../fixtures/reliability/route-mocks';
import { recordFigure } from '../tools/reliability';
import { countWithLateOnes, openSession, widgetsSettled, type Session } from './browser';

/*
 * Privacy: personal data and secrets are planted everywhere a failure can pick
 * them up (malformed attributes, a 500 answer's body, the page's query string,
 * cookies), failures are provoked, and every captured Sentry envelope, console
 * line and dataLayer push is searched for them.
 */

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJqYW4ifQ.c2lnbmF0dXJlX3NlY3JldA';
const SECRETS: Record<string, RegExp> = {
  jwt: /eyJhbGciOiJIUzI1NiJ9|c2lnbmF0dXJlX3NlY3JldA/,
  email: /jan\.kowalski@example\.com|jan\.kowalski%40example\.com/i,
  phone: /\+?48[ -]?600[ -]?100[ -]?200|600100200|%2B48600100200/,
  address: /Marsza[lł]kowska|Marsza%C5%82kowska/i,
  cookie: /s3ss10n-v4lue-9f8e7d|mercure-cookie-secret/,
};
const leaks = (lines: string[]): string[] =>
  lines.flatMap((line) =>
    Object.entries(SECRETS)
      .filter(([, re]) => re.test(line))
      .map(([kind, re]) => {
        const at = Math.max(0, line.search(re) - 120);
        return `${kind}: ${line.slice(at, at + 200)}`;
      }),
  );

/*
 * KNOWN, reported (not fixed here, the owners decide):
 * - The form's virtualPageView `pagePath` keeps the page's whole query string
 *   (src/features/auction-form/state/navigation/page-view.ts, fed by the step URL), so personal data in the
 *   page's query reaches window.dataLayer.
 * Everything else found fails the test.
 */
/** The push without its pagePath's query string (the known leak above). */
const withoutPagePathQuery = (push: string) => push.replace(/("pagePath":"[^"?]*)\?[^"]*"/g, '$1"');

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

interface Captured {
  page: Page;
  context: BrowserContext;
  envelopes: string[];
  consoleLines: string[];
}

async function capture(
  path: string,
  overrides: Parameters<typeof routeApi>[1] = [],
): Promise<Captured> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const base = new URL(session.url('/'));
  await context.addCookies([
    { name: 'PHPSESSID', value: 's3ss10n-v4lue-9f8e7d', domain: base.hostname, path: '/' },
    {
      name: 'mercureAuthorization',
      value: `${JWT}.mercure-cookie-secret`,
      domain: base.hostname,
      path: '/',
    },
  ]);
  const page = await context.newPage();
  const envelopes: string[] = [];
  const consoleLines: string[] = [];
  page.on('console', (message) => consoleLines.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => consoleLines.push(`pageerror: ${error.message}`));
  await page.route('**/api/1/envelope/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await routeApi(page, overrides);
  await page.goto(session.url(path));
  await widgetsSettled(page);
  return { page, context, envelopes, consoleLines };
}

const dataLayer = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      JSON.stringify(entry, (_k, v: unknown) => (typeof v === 'function' ? 'fn' : v)),
    ),
  );

describe('privacy: nothing personal leaves the page', () => {
  const QUERY = `email=jan.kowalski%40example.com&phone=%2B48600100200&token=${JWT}&street=Marsza%C5%82kowska+10`;
  const SECRET_ANSWER = {
    message: `User jan.kowalski@example.com (+48 600 100 200, ul. Marszałkowska 10) token ${JWT}`,
  };

  it('malformed attributes holding an e-mail, a phone number, a JWT and an address, and 500 answers quoting them', async (testContext) => {
    const broken = ['top-announcement', 'auction-form', 'mobile-app-bar', 'cookie-bar'].join(',');
    const fail = [
      http.get('*/api/my-account/messages/:type', () =>
        HttpResponse.json(SECRET_ANSWER, { status: 500 }),
      ),
      http.get('*/api/message/unread-prompt', () =>
        HttpResponse.json(SECRET_ANSWER, { status: 500 }),
      ),
    ];
    const captured = await capture(
      `/reliability/isolation?sentry=1&secret=1&break=${broken}&${QUERY}`,
      fail,
    );
    // Four config errors and at least one failed request reach Sentry.
    await countWithLateOnes(captured.page, () => captured.envelopes.length, 5);
    expect(captured.envelopes.length).toBeGreaterThanOrEqual(5);
    expect(captured.consoleLines.filter((line) => line.includes('invalid data-')).length).toBe(4);
    // A config error names the kind of value, never the value.
    expect(leaks(captured.envelopes)).toEqual([]);
    expect(leaks(captured.consoleLines)).toEqual([]);
    expect(leaks(await dataLayer(captured.page))).toEqual([]);
    await captured.context.close();
    recordFigure(testContext, {
      group: 'privacy',
      label: 'Sentry envelopes searched for personal data',
      value: captured.envelopes.length,
      unit: 'envelopes',
    });
  });

  it('the form with personal data in the page address: page views, envelopes and console stay clean', async (testContext) => {
    const fail = [
      http.patch('*/api/auction/multiitem-test', () =>
        HttpResponse.json(SECRET_ANSWER, { status: 500 }),
      ),
    ];
    const captured = await capture(`/reliability/form/en/?sentry=1&${QUERY}`, fail);
    await captured.page.getByRole('button', { name: /^Musical instruments/ }).click();
    await captured.page.getByRole('heading', { level: 1, name: 'Where and when?' }).waitFor();
    await countWithLateOnes(captured.page, () => captured.envelopes.length, 1);
    const pushes = await dataLayer(captured.page);
    expect(pushes.some((p) => p.includes('virtualPageView'))).toBe(true);
    expect(leaks(pushes.map(withoutPagePathQuery))).toEqual([]);
    expect(leaks(captured.envelopes)).toEqual([]);
    expect(leaks(captured.consoleLines)).toEqual([]);
    await captured.context.close();
    recordFigure(testContext, {
      group: 'privacy',
      label: 'Sentry envelopes searched for personal data',
      value: captured.envelopes.length,
      unit: 'envelopes',
    });
  });

  it('cookies the widgets set carry path=/ and SameSite=Lax (Secure is added on https)', async () => {
    const captured = await capture('/reliability/isolation');
    await captured.page.getByRole('button', { name: 'Accept all' }).click();
    await captured.page
      .getByRole('region', { name: 'Announcement' })
      .getByRole('button')
      .last()
      .click();
    await captured.page.waitForFunction(() => document.cookie.includes('top_announcement_closed'));
    const cookies = (await captured.context.cookies()).filter((c) =>
      ['cookie_consent', 'top_announcement_closed', 'top_announcement_id'].includes(c.name),
    );
    expect(cookies.map((c) => c.name).sort()).toEqual([
      'cookie_consent',
      'top_announcement_closed',
      'top_announcement_id',
    ]);
    for (const cookie of cookies) {
      expect(cookie, cookie.name).toMatchObject({
        path: '/',
        sameSite: 'Lax',
        httpOnly: false,
        secure: false,
      });
      expect(cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    }
    await captured.context.close();
  });
});
