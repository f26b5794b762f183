import { http, HttpResponse } from 'msw';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_ENTRIES } from '../../fixtures/demo/pages/partials';
import { routeApi } from '../../fixtures/reliability/route-mocks';
import { builtScript } from '../built-files';
import { recordFigure } from '../tools/reliability';
import { countWithLateOnes, openSession, widgetsSettled, type Session } from './browser';

/*
 * Isolation: a page holding every widget (fixtures/demo/pages/reliability-isolation.page.ts).
 * One widget's config, one endpoint and one lazy chunk are made to fail in
 * turn; every other widget keeps working, and the failure is reported once:
 * one console error naming the widget, one Sentry envelope (captured through
 * Playwright routing of the DSN on the page's own host).
 */

const WIDGETS = WIDGET_ENTRIES;
type Widget = (typeof WIDGETS)[number];

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

interface Loaded {
  page: Page;
  context: BrowserContext;
  consoleErrors: string[];
  pageErrors: string[];
  envelopes: string[];
}

async function load(
  query: string,
  setUp: (page: Page) => Promise<unknown> = async () => undefined,
  overrides: Parameters<typeof routeApi>[1] = [],
): Promise<Loaded> {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  const envelopes: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.route('**/api/1/envelope/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  await routeApi(page, overrides);
  await setUp(page);
  await page.goto(session.url(`/reliability/isolation?sentry=1${query}`));
  await widgetsSettled(page);
  return { page, context, consoleErrors, pageErrors, envelopes };
}

/** What "working" means for each widget on this page (desktop, first visit). */
const WORKS: Record<Widget, (page: Page) => Promise<void>> = {
  'top-announcement': (page) => page.getByRole('region', { name: 'Announcement' }).waitFor(),
  notifications: (page) =>
    page.locator('[data-tw-widget="notifications"] button[data-unread]').waitFor(),
  'auction-form': (page) =>
    page.getByRole('heading', { level: 1, name: 'What would you like to send?' }).waitFor(),
  'login-helper': async (page) =>
    expect(await page.evaluate(() => typeof window.TransportWidgets?.openLogin)).toBe('function'),
  // Desktop: the bar rightly shows nothing; mounted is all it can be.
  'mobile-app-bar': async () => undefined,
  'cookie-bar': (page) => page.getByRole('region', { name: 'Cookies and your privacy' }).waitFor(),
  'validation-messages': async (page) => {
    await page.evaluate(
      () =>
        (window.TransportWidgets as unknown as { validationMessagesReady: Promise<unknown> })
          .validationMessagesReady,
    );
    expect(
      await page.evaluate(
        () =>
          typeof (
            window as unknown as { jQuery: { validator: { methods: Record<string, unknown> } } }
          ).jQuery.validator.methods.postal,
      ),
    ).toBe('function');
  },
};

async function expectOthersWork(loaded: Loaded, failing: Widget): Promise<void> {
  const states = await loaded.page.$$eval('[data-tw-widget]', (nodes) =>
    Object.fromEntries(
      nodes.map((n) => [n.getAttribute('data-tw-widget'), n.getAttribute('data-tw-state')]),
    ),
  );
  for (const widget of WIDGETS) {
    if (widget === failing) continue;
    expect(states[widget], widget).toBe('mounted');
    await WORKS[widget](loaded.page);
  }
  expect(loaded.pageErrors).toEqual([]);
}

/** Envelopes carrying an event for the widget, late duplicates included. */
const envelopesFor = (loaded: Loaded, widget: string, expected = 1): Promise<number> =>
  countWithLateOnes(
    loaded.page,
    () => loaded.envelopes.filter((e) => e.includes(`"widget":"${widget}"`)).length,
    expected,
  );

describe('isolation: one failure at a time on a page holding every widget', () => {
  it('with nothing broken, every widget works and nothing is reported', async () => {
    const loaded = await load('');
    await expectOthersWork(loaded, 'none' as Widget);
    await loaded.page.waitForTimeout(1500);
    expect(loaded.consoleErrors).toEqual([]);
    expect(loaded.envelopes).toEqual([]);
    await loaded.context.close();
  });

  const CONFIG_BREAKS: Widget[] = [
    'top-announcement',
    'notifications',
    'auction-form',
    'mobile-app-bar',
    'cookie-bar',
  ];
  it.for(CONFIG_BREAKS)(
    'a malformed optional attribute of %s: only that attribute is lost (the widget and every other still work), named once on the console and once to Sentry',
    async (widget, testContext) => {
      const loaded = await load(`&break=${widget}`);
      await expectOthersWork(loaded, 'none' as Widget);
      // A helper that decided without its schema (the app bar on a desktop) checks its attributes
      // once the page is idle (docs/decisions.md, "Decide before the schema"): wait for the line.
      await expect
        .poll(() => loaded.consoleErrors.filter((line) => line.includes(`[${widget}]`)).length)
        .toBeGreaterThan(0);
      expect(loaded.consoleErrors.filter((line) => line.includes(`[${widget}]`))).toHaveLength(1);
      expect(loaded.consoleErrors).toHaveLength(1);
      expect(await envelopesFor(loaded, widget)).toBe(1);
      // The event's type is the error's own name, not a minified class name.
      expect(loaded.envelopes.find((e) => e.includes(`"widget":"${widget}"`))).toContain(
        '"type":"ConfigError"',
      );
      expect(loaded.consoleErrors[0]).toMatch(
        new RegExp(
          `^\\[transport-widgets\\] ConfigError: \\[${widget}\\] invalid data-[\\w-]+: expected .*, found .* \\(attribute ignored, its default applies\\)$`,
        ),
      );
      await loaded.context.close();
      recordFigure(testContext, {
        group: 'isolation',
        label: 'failures isolated (config, endpoint, lazy chunk)',
        value: 1,
        unit: 'failures',
      });
    },
  );

  const CHUNKS: Array<[Widget, string]> = [
    ['top-announcement', 'top-announcement-ui'],
    ['notifications', 'notifications-ui'],
    ['cookie-bar', 'cookie-bar-ui'],
    ['auction-form', 'auction-form-app'],
  ];
  it.for(CHUNKS)(
    'the lazy chunk of %s fails to load: only it fails, reported once',
    async ([widget, chunk], testContext) => {
      const script = builtScript(chunk);
      const loaded = await load('', (page) =>
        page.route(
          (url) => url.pathname === script,
          (route) => route.abort('failed'),
        ),
      );
      expect(await loaded.page.getAttribute(`[data-tw-widget="${widget}"]`, 'data-tw-state')).toBe(
        'error',
      );
      await expectOthersWork(loaded, widget);
      const named = loaded.consoleErrors.filter((line) => line.includes(widget));
      expect(named).toHaveLength(1);
      expect(await envelopesFor(loaded, widget)).toBe(1);
      await loaded.context.close();
      recordFigure(testContext, {
        group: 'isolation',
        label: 'failures isolated (config, endpoint, lazy chunk)',
        value: 1,
        unit: 'failures',
      });
    },
  );

  // API failures are reported by the shared HTTP client, tagged kind "http" with the route name (not the
  // widget, and not the URL: it may hold what the customer typed).
  const ENDPOINTS: Array<[Widget, string, string, RegExp]> = [
    [
      'auction-form',
      '*/api/auction/categories/:locale',
      'api_get_auction_categories_list',
      /We could not load the categories/,
    ],
    [
      'notifications',
      '*/api/my-account/messages/:type',
      'api_get_my_account_messages',
      /could not be loaded/,
    ],
  ];
  it.for(ENDPOINTS)(
    'the endpoint of %s answers 500: it says so, the others work, reported once',
    async ([widget, endpoint, route, message], testContext) => {
      const fail = http.get(endpoint, () =>
        HttpResponse.json({ message: 'Internal Server Error' }, { status: 500 }),
      );
      const loaded = await load('', undefined, [fail]);
      if (widget === 'notifications')
        await loaded.page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
      await loaded.page.getByText(message).first().waitFor();
      expect(await loaded.page.getAttribute(`[data-tw-widget="${widget}"]`, 'data-tw-state')).toBe(
        'mounted',
      );
      await expectOthersWork(loaded, widget);
      const reports = () =>
        loaded.envelopes.filter((e) => e.includes('"kind":"http"') && e.includes(route)).length;
      const deadline = Date.now() + 8000;
      while (reports() < 1 && Date.now() < deadline) await loaded.page.waitForTimeout(200);
      await loaded.page.waitForTimeout(1200);
      expect(reports()).toBe(1);
      await loaded.context.close();
      recordFigure(testContext, {
        group: 'isolation',
        label: 'failures isolated (config, endpoint, lazy chunk)',
        value: 1,
        unit: 'failures',
      });
    },
  );
});
