import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeApi } from '../../fixtures/reliability/route-mocks';
import { recordFigure } from '../tools/reliability';
import { openSession, widgetsSettled, type Session } from './browser';
import { animationsEnded } from './screen-state';

/*
 * Accessibility: axe-core on every demo page and every form step, in en, pl
 * and de (no serious or critical violation), and the whole form plus every
 * helper widget operated with the keyboard alone.
 */

const AXE = readFileSync(
  path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'),
  'utf8',
);
const LOCALES = ['en', 'pl', 'de'] as const;
const DRAFT_KEY = 'persist:auction-form:addNew';

let session: Session;
let draft: string | null = null;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

// bypassCSP lets axe in on the strict-CSP page; the page's own CSP is proven by platform.e2e.ts.
const CONTEXT: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, bypassCSP: true };

async function fresh(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await session.browser.newContext({ ...CONTEXT, ...options });
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return { context, page, pageErrors };
}

/** Serious and critical violations on the whole document. */
async function axe(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: AXE });
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: unknown[] }> }>;
    };
    const runner = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }
    ).axe;
    const result = await runner.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Presses Tab until the focused element passes the check (run in the page); fails after `limit` presses. */
async function tabTo(page: Page, check: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((code) => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return false;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
      const label = el.id
        ? (document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent ?? '')
        : (el.closest('label')?.textContent ?? '');
      return (
        new Function('el', 'name', 'label', `return (${code});`) as (
          e: Element,
          n: string,
          l: string,
        ) => boolean
      )(el, name, label.trim());
    }, check);
    if (hit) return;
  }
  throw new Error(`Tab never reached ${check}`);
}

const waitForPath = (page: Page, pattern: RegExp) =>
  page.waitForURL((url) => pattern.test(url.pathname));

describe('keyboard only', () => {
  it('the whole form, category to posted request, without a mouse', async (testContext) => {
    const { context, page, pageErrors } = await fresh();
    const posts: string[] = [];
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        /^\/api\/auctions\/?$/.test(new URL(request.url()).pathname)
      )
        posts.push(request.url());
    });
    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    await waitForPath(page, /\/category$/);
    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Necessary only'`);
    await page.keyboard.press('Enter');
    await tabTo(page, `el.tagName === 'BUTTON' && name.startsWith('Furniture')`);
    await page.keyboard.press('Enter');
    await tabTo(page, `el.tagName === 'BUTTON' && name.startsWith('Tables & chairs')`);
    await page.keyboard.press('Enter');

    await waitForPath(page, /\/routes-dates$/);
    for (const [field, text] of [
      ['Pickup place', 'Warsz'],
      ['Delivery place', 'Krak'],
    ] as const) {
      await tabTo(
        page,
        `el.getAttribute('role') === 'combobox' && label.startsWith(${JSON.stringify(field)})`,
      );
      await page.keyboard.type(text, { delay: 30 });
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-expanded') === 'true',
      );
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => document.activeElement?.getAttribute('aria-expanded') === 'false',
      );
    }
    // The places are resolved and the route drawn before going on, as a customer would see.
    await page.getByText(/km by road/).waitFor();
    // Dates: Tab into the radio group, an arrow picks "within 3 days".
    await tabTo(page, `el.getAttribute('type') === 'radio'`);
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(
      true,
    );
    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Continue'`);
    await page.keyboard.press('Enter');

    await waitForPath(page, /\/details$/);
    await tabTo(page, `el.tagName === 'SELECT' && label.startsWith('Type of item')`);
    await page.keyboard.type('Table');
    await tabTo(page, `el.getAttribute('role') === 'combobox' && label.startsWith('Item name')`);
    await page.keyboard.type('Dining', { delay: 30 });
    await page
      .getByRole('listbox')
      .getByRole('option', { name: /^Dining table/ })
      .first()
      .waitFor();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Continue'`);
    await page.keyboard.press('Enter');

    await waitForPath(page, /\/summary$/);
    await page.getByRole('heading', { level: 1, name: 'Check and publish your request' }).waitFor();
    // The title is written a pause after the items: the draft the later cases open is complete.
    await page.waitForFunction(
      (key) =>
        Boolean(JSON.parse(JSON.parse(localStorage.getItem(key) ?? '{}').auction ?? '{}').title),
      DRAFT_KEY,
    );
    draft = await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Post my request'`);
    await page.keyboard.press('Enter');
    await waitForPath(page, /\/listings\/[\w-]+\/success$/);
    expect(posts).toHaveLength(1);
    expect(pageErrors).toEqual([]);
    await context.close();
    recordFigure(testContext, {
      group: 'a11y',
      label: 'form steps completed with the keyboard alone',
      value: 4,
      unit: 'steps',
    });
  });

  it('every helper widget with the keyboard alone', async (testContext) => {
    const { context, page, pageErrors } = await fresh();
    await page.goto(session.url('/content/en'));
    await widgetsSettled(page);
    // Cookie bar: open the settings, toggle a switch, leave with Escape (focus comes back), then accept all.
    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Choose cookies'`);
    await page.keyboard.press('Enter');
    await page.getByRole('switch', { name: /Marketing/ }).waitFor();
    await tabTo(page, `el.getAttribute('role') === 'switch' && label.includes('Marketing')`, 20);
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: /Marketing/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Accept all'`, 40);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.cookie.includes('cookie_consent=7'));

    // Announcement: close it.
    await page.keyboard.press('Shift+Tab');
    await tabTo(page, `el.tagName === 'BUTTON' && name === 'Close the announcement'`);
    await page.keyboard.press('Enter');
    await page.getByRole('region', { name: 'Announcement' }).waitFor({ state: 'detached' });

    // Notifications: open the panel, open an item, close with Escape; focus goes back to the bell.
    await tabTo(page, `el.tagName === 'BUTTON' && el.hasAttribute('data-unread')`);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-tw-widget="notifications"] button[data-unread]')
          ?.getAttribute('aria-expanded') === 'true',
    );
    await tabTo(page, `el.closest('li[data-id]') !== null && el.tagName === 'BUTTON'`, 20);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await page.waitForFunction(
      () =>
        document
          .querySelector('[data-tw-widget="notifications"] button[data-unread]')
          ?.getAttribute('aria-expanded') === 'false',
    );
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-unread'))).toBe(
      true,
    );

    // Login helper: the "Log in" link's ?login trigger, followed with Enter.
    await tabTo(page, `el.tagName === 'A' && name === 'Log in'`);
    await page.keyboard.press('Enter');
    await waitForPath(page, /^\/(force-login|forcar-login)\//);
    expect(pageErrors).toEqual([]);
    await context.close();

    // Mobile app bar, on a phone: close it.
    const phone = await fresh({
      viewport: { width: 390, height: 844 },
      userAgent:
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
      isMobile: true,
      hasTouch: true,
    });
    await phone.page.goto(session.url('/content/en'));
    await widgetsSettled(phone.page);
    await tabTo(phone.page, `el.tagName === 'BUTTON' && name === 'Close the app banner'`);
    await phone.page.keyboard.press('Enter');
    await phone.page.getByRole('region', { name: 'Our mobile app' }).waitFor({ state: 'detached' });
    await phone.context.close();
    recordFigure(testContext, {
      group: 'a11y',
      label: 'helper widgets operated with the keyboard alone',
      value: 5,
      unit: 'widgets',
    });
  });
});

/** Every demo page (each in en, pl and de where it has a language), and the reliability isolation page. */
const PAGES: string[] = [
  '/',
  ...LOCALES.map((l) => `/content/${l}`),
  '/content/en?guest',
  '/banners',
  '/banners?apple=1',
  '/banners/hostile',
  '/csp',
  '/malformed',
  ...LOCALES.map((l) => `/notifications/${l}`),
  '/notifications/signed-out',
  '/validation/pl',
  '/validation/de',
  '/validation/en',
  ...LOCALES.map((l) => `/edit-auction/4242/?locale=${l}`),
  '/form/en/copy/4242/',
  '/frontapp/my-account/listings/5000/success',
  '/force-login',
  '/reliability/isolation',
];

/**
 * The pages' audits share one context, as a visitor's browser would: each page opens on a new tab
 * with the demo origin's cookies and storage cleared, so it is a first visit in all but the HTTP
 * cache and the mock worker, installed once (a fresh profile a page paid for both again). The
 * reliability page answers its API by routes, which a service worker's requests would bypass: it
 * keeps a context of its own.
 */
let audits: BrowserContext | undefined;
async function auditPage(pathname: string): Promise<{ page: Page; close(): Promise<void> }> {
  if (pathname.startsWith('/reliability/')) {
    const { context, page } = await fresh();
    await routeApi(page);
    return { page, close: () => context.close() };
  }
  audits ??= await session.browser.newContext(CONTEXT);
  const page = await audits.newPage();
  await page.goto(session.url('/demo-hub/status'));
  await audits.clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  return { page, close: () => page.close() };
}

describe('axe: no serious or critical violation', () => {
  it.for(PAGES)('%s', async (pathname, testContext) => {
    const { page, close } = await auditPage(pathname);
    await page.goto(session.url(pathname));
    await widgetsSettled(page);
    await animationsEnded(page);
    expect(await axe(page)).toEqual([]);
    let states = 0;
    // Helper widgets in their open states too: the cookie settings and the notifications panel.
    const choose = page.getByRole('button', {
      name: /^(Choose cookies|Wybierz pliki cookie|Cookies auswählen)/,
    });
    if (await choose.count()) {
      await choose.first().click();
      await page.getByRole('switch').first().waitFor();
      await animationsEnded(page);
      expect(await axe(page)).toEqual([]);
      states += 1;
    }
    const bell = page.locator('[data-tw-widget="notifications"] button[data-unread]');
    if (await bell.count()) {
      await bell.click();
      await animationsEnded(page);
      expect(await axe(page)).toEqual([]);
      states += 1;
    }
    await close();
    recordFigure(testContext, {
      group: 'a11y',
      label: 'pages audited by axe',
      value: 1,
      unit: 'pages',
    });
    if (states)
      recordFigure(testContext, {
        group: 'a11y',
        label: 'open widget states audited by axe',
        value: states,
        unit: 'states',
      });
  });

  const STEPS = ['category', 'routes-dates', 'details', 'summary'] as const;
  it.for(LOCALES)('every form step in %s', async (locale, testContext) => {
    expect(draft, 'the keyboard walk saves the draft the steps open from').not.toBeNull();
    const { page, close } = await auditPage(`/form/${locale}/`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key as string, value as string),
      [DRAFT_KEY, draft],
    );
    for (const step of [...STEPS].reverse()) {
      await page.goto(session.url(`/form/${locale}/${step}`));
      await widgetsSettled(page);
      await waitForPath(page, new RegExp(`/${step}$`));
      await page.locator('[data-tw-widget="auction-form"] h1').waitFor();
      await animationsEnded(page);
      expect(await axe(page), `${locale} ${step}`).toEqual([]);
      recordFigure(testContext, {
        group: 'a11y',
        label: 'form steps audited by axe (en, pl, de)',
        value: 1,
        unit: 'steps',
      });
    }
    await close();
  });
});
