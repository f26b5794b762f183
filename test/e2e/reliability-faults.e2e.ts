import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auctionWrites, resetAuctionWrites } from '../../fixtures/form/handlers';
import { routeApi } from '../../fixtures/reliability/route-mocks';
import { setScenario, type Scenario } from '../../fixtures/scenario';
import { recordFigure } from '../tools/reliability';
import { openSession, widgetsSettled, type Session } from './browser';
import { fillToSummary } from './fill-form';

/*
 * Fault scenarios of fixtures/faults.ts in Chromium. The form's start-up is
 * answered by the test process (fixtures/reliability/route-mocks.ts), so the
 * scenario switches back to normal mid-test and "Try again" must succeed
 * without a reload; the helper widgets run on the demo's content page with
 * the service worker and `?scenario=`.
 */

const LOCALES = ['en', 'pl', 'de'] as const;
const readLocale = (locale: string, namespace: string) =>
  JSON.parse(
    readFileSync(
      path.resolve(import.meta.dirname, `../../locales/${locale}/${namespace}.json`),
      'utf8',
    ),
  ) as Record<string, unknown>;
/** The start-up failure's texts: the failure notice's title (a prefix of the older plain alert's text) and its retry. */
const text = (locale: string) => {
  const failure = (
    readLocale(locale, 'auction-form-summary') as unknown as {
      failure?: { title: Record<string, string>; retry: string; login: string };
    }
  ).failure;
  const { errors } = readLocale(locale, 'auction-form') as unknown as {
    errors: Record<string, string>;
  };
  return {
    errors: {
      categories: failure?.title.categories ?? errors.categories!,
      retry: failure?.retry ?? errors.retry!,
      login: failure?.login ?? errors.login!,
    },
  };
};
const CATEGORY_HEADING: Record<string, RegExp> = {
  en: /What would you like to send/,
  pl: /.+/,
  de: /.+/,
};

/** Distinct fault scenarios some passing test ran the widgets under. */
const covered = new Set<Scenario>();

let session: Session;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];

async function freshPage(): Promise<void> {
  await context?.close();
  // The API is answered by routeApi (page.route). A demo page visited on the way (the index, where
  // a draft is put in place) registers the mock service worker, and requests a service worker takes
  // are never seen by page.route: the form page then asked the bare server (404) whenever the worker
  // had activated in time. This suite's pages run without it.
  context = await session.browser.newContext({
    viewport: { width: 1280, height: 900 },
    serviceWorkers: 'block',
  });
  page = await context.newPage();
  pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
}

beforeAll(async () => {
  session = await openSession();
});
afterEach(() => setScenario('normal'));
afterAll(async () => {
  await context?.close();
  await session.close();
});

const categoriesCalls = (requests: string[]) =>
  requests.filter((r) => r.startsWith('GET /api/auction/categories/')).length;

describe('the form under each fault scenario', () => {
  const FAULTS: Scenario[] = [
    'server-error',
    'unavailable',
    'unauthorized',
    'malformed-json',
    'offline',
    'timeout',
  ];

  it.for(FAULTS.map((scenario, i) => [scenario, LOCALES[i % LOCALES.length]!] as const))(
    'start-up under %s (%s): a translated alert, the page usable, and its way out works (Try again once the scenario is normal; Log in for a refused session)',
    async ([scenario, locale], testContext) => {
      await freshPage();
      setScenario(scenario);
      const api = await routeApi(page);
      await page.goto(session.url(`/reliability/form/${locale}/`));
      await widgetsSettled(page);
      const { errors } = text(locale);
      const alert = page.getByRole('alert').filter({ hasText: errors.categories! });
      await alert.waitFor();
      expect(await page.getAttribute('[data-tw-widget="auction-form"]', 'data-tw-state')).toBe(
        'mounted',
      );
      // GETs are retried by the client (twice at most), never more.
      expect(categoriesCalls(api.requests)).toBeLessThanOrEqual(3);
      // Nothing half-rendered: no step heading under the alert.
      expect(await page.locator('[data-tw-widget="auction-form"] h1').count()).toBe(0);

      setScenario('normal');
      const before = categoriesCalls(api.requests);
      if (scenario === 'unauthorized') {
        // A refused session's way out is the login (docs/security.md), not a retry refused again.
        await page.getByRole('button', { name: errors.login! }).waitFor();
        expect(await page.getByRole('button', { name: errors.retry! }).count()).toBe(0);
      } else {
        await page.getByRole('button', { name: errors.retry! }).click();
        await page.locator('[data-tw-widget="auction-form"] h1').waitFor();
        if (locale === 'en')
          await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING.en }).waitFor();
        expect(categoriesCalls(api.requests) - before).toBe(1);
        expect(await page.getByRole('alert').filter({ hasText: errors.categories! }).count()).toBe(
          0,
        );
      }
      expect(pageErrors).toEqual([]);
      covered.add(scenario);
      recordFigure(testContext, {
        group: 'faults',
        label: 'fault scenarios covered (form start-up)',
        value: 1,
        unit: 'scenarios',
      });
    },
  );

  it('slow network: the form waits, then starts without an error', async (testContext) => {
    await freshPage();
    setScenario('slow');
    await routeApi(page);
    await page.goto(session.url('/reliability/form/en/?timeout=15000'));
    await widgetsSettled(page);
    await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING.en }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(pageErrors).toEqual([]);
    covered.add('slow');
    recordFigure(testContext, {
      group: 'faults',
      label: 'fault scenarios covered (form start-up)',
      value: 1,
      unit: 'scenarios',
    });
  });

  it('offline in the middle of the form: the draft survives the reload, and Try again picks it up', async (testContext) => {
    await freshPage();
    await routeApi(page);
    await page.goto(session.url('/reliability/form/en/'));
    await widgetsSettled(page);
    await page.getByRole('button', { name: /^Musical instruments/ }).click();
    await page.waitForURL(/\/reliability\/form\/en\/routes-dates$/);
    await page.getByRole('heading', { level: 1, name: 'Where and when?' }).waitFor();
    // Typing while the network is down: the address field stays usable.
    setScenario('offline');
    const address = page.getByRole('combobox').first();
    await address.fill('Warsz');
    await page.waitForTimeout(600);
    expect(await address.inputValue()).toBe('Warsz');
    expect(pageErrors).toEqual([]);
    const draft = () =>
      page.evaluate(
        () =>
          JSON.parse(
            JSON.parse(localStorage.getItem('persist:auction-form:addNew') ?? '{}').auction ?? '{}',
          ) as { categoryId?: number; uuid?: string },
      );
    await page.waitForFunction(() =>
      localStorage.getItem('persist:auction-form:addNew')?.includes('categoryId'),
    );
    const saved = await draft();
    expect(saved.categoryId).toBeTruthy();

    await page.reload();
    await widgetsSettled(page);
    await page
      .getByRole('alert')
      .filter({ hasText: text('en').errors.categories! })
      .waitFor();
    setScenario('normal');
    await page.getByRole('button', { name: text('en').errors.retry }).click();
    await page.getByRole('heading', { level: 1, name: 'Where and when?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/reliability/form/en/routes-dates');
    expect(await draft()).toMatchObject({ categoryId: saved.categoryId, uuid: saved.uuid });
    expect(pageErrors).toEqual([]);
    covered.add('offline');
    recordFigure(testContext, {
      group: 'faults',
      label: 'fault scenarios covered (offline mid-form, draft kept)',
      value: 1,
      unit: 'scenarios',
    });
  });
});

/** The submit's failure texts in English: the notice's title and the retry button. */
const submitText = () =>
  (
    readLocale('en', 'auction-form-summary') as unknown as {
      failure: { title: Record<string, string> };
    }
  ).failure;
const DRAFT_KEY = 'persist:auction-form:addNew';

describe('the submit under each fault scenario', () => {
  let draft: string | null = null;

  /** Category, route and one item, with the mouse: the draft every submit scenario starts from. */
  it('fills the form up to the summary', async () => {
    await freshPage();
    await routeApi(page);
    await fillToSummary(page, session.url('/reliability/form/en/'));
    await page.getByRole('button', { name: 'Post my request' }).waitFor();
    // The draft is written in idle moments, slice by slice, and flushed whole when the page goes
    // away: leave the page as a customer would, then read what the next visit will find.
    await page.goto(session.url('/'));
    draft = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);
    expect(JSON.parse(JSON.parse(draft ?? '{}').auction ?? '{}').title).toBeTruthy();
    expect(draft).toContain('summary');
    expect(pageErrors).toEqual([]);
  });

  const SUBMIT_KIND: Partial<Record<Scenario, string>> = {
    'server-error': 'server',
    unavailable: 'server',
    'validation-error': 'validation',
    // An unreadable answer is told apart from a server failure (the answer came, it made no sense).
    'malformed-json': 'badAnswer',
    offline: 'network',
    timeout: 'timeout',
  };
  const SUBMIT_FAULTS: Scenario[] = [
    'server-error',
    'unavailable',
    'validation-error',
    'unauthorized',
    'malformed-json',
    'offline',
    'timeout',
  ];
  it.for(SUBMIT_FAULTS)(
    'posting under %s: a translated notice, the draft survives a reload, one auction once normal',
    async (scenario, testContext) => {
      expect(draft).not.toBeNull();
      await freshPage();
      resetAuctionWrites();
      const api = await routeApi(page);
      // The draft is put in place on a page without the form: a form page owns its draft key
      // (the category step clears it, and leaving the page flushes the form's own state over it).
      await page.goto(session.url('/'));
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key as string, value as string),
        [DRAFT_KEY, draft],
      );
      await page.goto(session.url('/reliability/form/en/summary'));
      await widgetsSettled(page);
      const post = page.getByRole('button', { name: 'Post my request' });
      await post.waitFor();
      const uuid = await page.evaluate(
        (key) =>
          JSON.parse(JSON.parse(localStorage.getItem(key) ?? '{}').auction ?? '{}').uuid as string,
        DRAFT_KEY,
      );

      setScenario(scenario, 'writes');
      await post.click();
      const posts = () => api.writes.filter((w) => w.startsWith('POST /api/auctions '));
      if (scenario === 'unauthorized') {
        // A 401 sends the customer to log in, with a way back to this step.
        await page.waitForURL((url) => /^\/(force-login|forcar-login)\//.test(url.pathname));
        expect(posts()).toHaveLength(1);
        await page.goto(session.url('/reliability/form/en/summary'));
        await widgetsSettled(page);
        await post.waitFor();
      } else {
        const notice = page.getByRole('alert').filter({ hasText: submitText().title.submit! });
        await notice.waitFor();
        // The customer is told the cause: the notice's kind picks its sentence.
        expect(await notice.getAttribute('data-failure-kind')).toBe(SUBMIT_KIND[scenario]);
        // One click, one POST: a write is never retried by itself.
        await page.waitForTimeout(300);
        expect(posts()).toHaveLength(1);
        expect(pageErrors).toEqual([]);
        // The draft survives a reload, still in the fault.
        await page.reload();
        await widgetsSettled(page);
        await post.waitFor();
      }
      expect(new URL(page.url()).pathname).toBe('/reliability/form/en/summary');
      // Back to normal: posting again succeeds, with the same uuid, and makes one auction.
      setScenario('normal');
      await post.click();
      await page.waitForURL(/\/listings\/[\w-]+\/success$/);
      const bodies = posts().map(
        (w) => JSON.parse(w.slice(w.indexOf(' {') + 1)) as { uuid: string },
      );
      expect(new Set(bodies.map((b) => b.uuid))).toEqual(new Set([uuid]));
      expect(auctionWrites.filter((w) => w.method === 'POST')).toHaveLength(1);
      expect(pageErrors).toEqual([]);
      covered.add(scenario);
      recordFigure(testContext, {
        group: 'faults',
        label: 'fault scenarios covered (submit)',
        value: 1,
        unit: 'scenarios',
      });
    },
  );

  it('a double click on a slow network posts once and makes one auction', async (testContext) => {
    expect(draft).not.toBeNull();
    await freshPage();
    resetAuctionWrites();
    const api = await routeApi(page);
    await page.goto(session.url('/'));
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [DRAFT_KEY, draft],
    );
    await page.goto(session.url('/reliability/form/en/summary?timeout=15000'));
    await widgetsSettled(page);
    const post = page.getByRole('button', { name: 'Post my request' });
    await post.waitFor();
    setScenario('slow');
    await post.dblclick();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/listings\/[\w-]+\/success$/);
    expect(api.writes.filter((w) => w.startsWith('POST /api/auctions '))).toHaveLength(1);
    expect(auctionWrites.filter((w) => w.method === 'POST')).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    covered.add('slow');
    recordFigure(testContext, {
      group: 'faults',
      label: 'fault scenarios covered (submit)',
      value: 1,
      unit: 'scenarios',
    });
  });
});

describe('the helper widgets under each fault scenario', () => {
  const HELPER_SCENARIOS: Scenario[] = [
    'server-error',
    'unavailable',
    'unauthorized',
    'malformed-json',
    'offline',
    'timeout',
    'slow',
    'dropped-stream',
    'expired-token',
  ];

  it('every helper stays mounted and usable; the notifications panel says what failed, in the page language', async (testContext) => {
    for (const scenario of HELPER_SCENARIOS) {
      await freshPage();
      const locale = scenario === 'server-error' ? 'pl' : 'en';
      await page.goto(session.url(`/content/${locale}?scenario=${scenario}`));
      await widgetsSettled(page);
      const states = await page.$$eval('[data-tw-widget]', (nodes) =>
        nodes.map((n) => `${n.getAttribute('data-tw-widget')}:${n.getAttribute('data-tw-state')}`),
      );
      expect(
        states.filter((s) => !s.endsWith(':mounted')),
        scenario,
      ).toEqual([]);

      // The cookie bar still records a decision (its log POST may fail; the choice is kept locally).
      const accept = page.getByRole('button', {
        name: locale === 'pl' ? /Akceptuj/ : 'Accept all',
      });
      await accept.click();
      await page.waitForFunction(() => document.cookie.includes('cookie_consent=7'));

      // The bell opens whatever the API says.
      const bell = page.locator('[data-tw-widget="notifications"] button[data-unread]');
      await bell.waitFor();
      await bell.click();
      const texts = readLocale(locale, 'notifications') as unknown as {
        loadError: string;
        signedOut: string;
      };
      if (['server-error', 'unavailable', 'malformed-json', 'offline'].includes(scenario))
        await page.getByText(texts.loadError).waitFor();
      // A refused session is an ended one: the bell says so and offers the login again.
      if (scenario === 'unauthorized') await page.getByText(texts.signedOut).waitFor();
      expect(pageErrors, scenario).toEqual([]);
      covered.add(scenario);
      recordFigure(testContext, {
        group: 'faults',
        label: 'fault scenarios covered (helper widgets)',
        value: 1,
        unit: 'scenarios',
      });
    }
  }, 240_000);
});

describe('fault scenarios', () => {
  it('counts the distinct scenarios the widgets were run under', (testContext) => {
    expect(covered.size).toBeGreaterThanOrEqual(9);
    recordFigure(testContext, {
      group: 'faults',
      label: 'fault scenarios covered (distinct)',
      value: covered.size,
      unit: 'scenarios',
    });
  });
});
