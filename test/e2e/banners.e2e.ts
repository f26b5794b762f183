import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { ADOPTION_WAIT_MS } from '@/core/scheduling/first-screens';
import { readEntrypoints } from '../../fixtures/demo/pages/layout';
import { builtScript, chunkOfFile } from '../built-files';
import { openSession, widgetsSettled, type Session } from './browser';
import { animationsEnded, screenSettled } from './screen-state';

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');
const YEAR_S = 365 * 24 * 3600;

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/**
 * Sums the page's layout shifts into window.__cls, except those right after the visitor's own input
 * and those of the demo's own status strip (`.demo-bar`, whose scenario badge is filled in by the
 * demo's mock bootstrap; it is not part of a platform page).
 */
function observeLayoutShift(): void {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: Array<{
      node: Node | null;
      previousRect: DOMRectReadOnly;
      currentRect: DOMRectReadOnly;
    }>;
  };
  const w = window as unknown as {
    __cls: number;
    __shifts: string[];
    __takeShifts: () => void;
  };
  w.__cls = 0;
  w.__shifts = [];
  const demoOnly = (node: Node | null) => {
    const element = node && (node.nodeType === 1 ? (node as Element) : node.parentElement);
    return Boolean(element?.closest('.demo-bar'));
  };
  const record = (entries: PerformanceEntryList) => {
    for (const entry of entries as Shift[]) {
      if (entry.hadRecentInput || entry.sources.every((source) => demoOnly(source.node))) continue;
      w.__cls += entry.value;
      // What moved, and from where to where: a text node is named by its parent, a node gone
      // since by its absence, so that a failure says which part of the page shifted.
      const named = (node: Node | null) =>
        node === null
          ? '(a node since removed)'
          : node.nodeType === 1
            ? (node as Element).outerHTML.slice(0, 80)
            : `text in ${node.parentElement?.outerHTML.slice(0, 80) ?? '(no parent)'}`;
      const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
      w.__shifts.push(
        entry.sources
          .map(
            (source) =>
              `${named(source.node)} at ${entry.startTime.toFixed(0)} ms: ${rect(source.previousRect)} → ${rect(source.currentRect)}`,
          )
          .join(' | '),
      );
    }
  };
  const observer = new PerformanceObserver((list) => record(list.getEntries()));
  observer.observe({ type: 'layout-shift', buffered: true });
  // The shifts of frames drawn whose report has not been delivered yet.
  w.__takeShifts = () => record(observer.takeRecords());
}

/**
 * The shifts counted once the screen is as it stays: every animation ended, fonts and pictures in,
 * two frames drawn, and the reports of those frames taken.
 */
async function shiftsOnceSettled(page: Page): Promise<{ cls: number; shifts: string[] }> {
  await animationsEnded(page);
  await screenSettled(page);
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[]; __takeShifts: () => void };
    w.__takeShifts();
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

async function open(pathname: string, options: BrowserContextOptions = {}): Promise<Page> {
  session = await openSession(options);
  await session.context.addInitScript(observeLayoutShift);
  await session.page.goto(session.url(pathname));
  await widgetsSettled(session.page);
  return session.page;
}

const consentCookie = async () =>
  (await session!.context.cookies()).find((c) => c.name === 'cookie_consent');
const demoTags = (page: Page) =>
  page.evaluate(() => (window as unknown as { demoTags?: string[] }).demoTags ?? []);
const lastConsentUpdate = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((args) => args[0] === 'consent')
      .map((args) => [args[1], args[2]]),
  );
const isLog = (request: Request) =>
  request.url().endsWith('/api/user/cookie_consent_log') && request.method() === 'POST';
/** Runs the action and returns the consent the backend logged because of it (its 201 answer). */
async function logged(page: Page, action: () => Promise<void>): Promise<number> {
  const answered = page.waitForResponse((response) => isLog(response.request()));
  await action();
  const response = await answered;
  expect(response.status()).toBe(201);
  return ((await response.json()) as { consent: number }).consent;
}

describe('cookie-consent bar in Chromium, on the content page', () => {
  it.each([
    ['Accept all', 7, ['analytics', 'marketing']],
    ['Necessary only', 1, ['analytics']],
  ])(
    '"%s" stores %i for a year with the right attributes, logs it and runs only the granted tags',
    async (button, value, tags) => {
      const page = await open('/content/en');
      const bar = page.getByRole('region', { name: 'Cookies and your privacy' });
      await expect(bar.isVisible()).resolves.toBe(true);
      expect(await bar.getAttribute('data-nosnippet')).toBe('');
      expect(await demoTags(page)).toEqual([]);
      const calls = await lastConsentUpdate(page);
      expect(calls[0]?.[0]).toBe('default');
      expect(calls.at(-1)).toEqual([
        'update',
        {
          analytics_storage: 'denied',
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
        },
      ]);

      expect(await logged(page, () => bar.getByRole('button', { name: button }).click())).toBe(
        value,
      );

      const cookie = await consentCookie();
      expect(cookie).toMatchObject({
        value: String(value),
        path: '/',
        sameSite: 'Lax',
        secure: false,
        domain: 'localhost',
      });
      expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(YEAR_S - 120);
      expect(cookie!.expires - Date.now() / 1000).toBeLessThan(YEAR_S + 120);
      await page.waitForFunction(
        (n) => ((window as unknown as { demoTags?: string[] }).demoTags ?? []).length === n,
        tags.length,
      );
      expect((await demoTags(page)).sort()).toEqual(tags);
      expect((await lastConsentUpdate(page)).at(-1)?.[1]).toMatchObject({
        analytics_storage: 'granted',
      });
      expect(await bar.count()).toBe(0);

      // Not shown again; the stored consent is applied on the next page load.
      await page.reload();
      await widgetsSettled(page);
      expect(await page.getByRole('region', { name: 'Cookies and your privacy' }).count()).toBe(0);
      expect((await demoTags(page)).sort()).toEqual(tags);
      expect(session!.errors).toEqual([]);
    },
  );

  it('a click on the bar painted before React is kept and applied once React has adopted the bar', async () => {
    // Requests the demo's mock service worker takes are never seen by page.route: without it here.
    session = await openSession({ serviceWorkers: 'block' });
    const { page } = session;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // React's part of the bar arrives late, as on a slow network: the build's markup is all there is.
    const react = builtScript('vendor-react');
    await page.route(
      (url) => url.pathname === react,
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.goto(session.url('/content/de'));
    await page.waitForSelector('[data-tw-widget="cookie-bar"][data-tw-state="mounting"] button');
    const accept = page.getByRole('button', { name: 'Alle akzeptieren' });
    await accept.click();
    // React is not there yet: the click is held, nothing decided.
    expect(await page.getAttribute('[data-tw-widget="cookie-bar"]', 'data-tw-state')).toBe(
      'mounting',
    );
    expect(await consentCookie()).toBeUndefined();
    release();
    await page.waitForFunction(() => document.cookie.includes('cookie_consent=7'));
    await page
      .getByRole('region', { name: 'Cookies und Ihre Privatsphäre' })
      .waitFor({ state: 'detached' });
    // Hydrated without a mismatch (onRecoverableError would log "did not hydrate"); the page's API
    // calls go unanswered without the mock worker, which is not this test's concern.
    expect(session.errors.filter((line) => /hydrat|React/i.test(line))).toEqual([]);
  });

  it('the settings view saves a marketing-only choice (6), and the footer link reopens it to withdraw', async () => {
    const page = await open('/content/en');
    await page.getByRole('button', { name: 'Choose cookies' }).click();
    await page.getByRole('switch', { name: /Analytics/ }).press('Space');
    await page.getByRole('switch', { name: /Marketing/ }).press('Space');
    expect(
      await logged(page, () => page.getByRole('button', { name: 'Save my choices' }).click()),
    ).toBe(6);
    expect((await consentCookie())?.value).toBe('6');
    await page.waitForFunction(() =>
      (window as unknown as { demoTags?: string[] }).demoTags?.includes('marketing'),
    );
    expect(await demoTags(page)).toEqual(['marketing']);
    expect((await session!.context.cookies()).some((c) => c.name === '_fbp')).toBe(true);

    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await page.getByRole('switch', { name: /Marketing/ }).press('Space');
    expect(
      await logged(page, () =>
        page.getByRole('button', { name: 'Save my choices' }).press('Enter'),
      ),
    ).toBe(0);
    expect((await consentCookie())?.value).toBe('0');
    // Withdrawn: the marketing cookie is cleared.
    expect((await session!.context.cookies()).some((c) => c.name === '_fbp')).toBe(false);
    expect(session!.errors).toEqual([]);
  });

  it('a failed log is retried once and never blocks the page', async () => {
    // The mocks answer every write with 503 in this scenario.
    const page = await open('/banners?scenario=unavailable&scope=writes');
    let attempts = 0;
    page.on('request', (request) => {
      if (isLog(request)) attempts += 1;
    });
    await page.getByRole('button', { name: 'Accept all' }).click();
    expect((await consentCookie())?.value).toBe('7');
    await page.waitForFunction(
      () => (window as unknown as { demoTags?: string[] }).demoTags?.length === 2,
    );
    await expect.poll(() => attempts).toBe(2);
    await page.waitForTimeout(2500);
    expect(attempts).toBe(2);
  });
});

describe('mobile-app bar in Chromium', () => {
  const consented = { name: 'cookie_consent', value: '7' };

  it.each([
    ['Android', devices['Pixel 5'], 'Free on Google Play', 'https://play.google.com/'],
    ['iPhone', devices['iPhone 13'], 'Free on the App Store', 'https://apps.apple.com/'],
  ])(
    'shows on an emulated %s, closes, and stays closed after a reload',
    async (_name, device, store, href) => {
      session = await openSession({ ...device });
      await session.context.addCookies([{ ...consented, url: session.url('/') }]);
      const page = session.page;
      await page.goto(session.url('/content/en'));
      await widgetsSettled(page);
      const bar = page.getByRole('region', { name: 'Our mobile app' });
      expect(await bar.textContent()).toContain(store);
      expect(await bar.getByRole('link', { name: 'Get the app' }).getAttribute('href')).toMatch(
        new RegExp(`^${href}`),
      );
      await bar.getByRole('button', { name: 'Close the app banner' }).click();
      expect(await bar.count()).toBe(0);
      expect(
        Number(await page.evaluate(() => localStorage.getItem('mobile_app_bar_closed'))),
      ).toBeGreaterThan(1e12);
      await page.reload();
      await widgetsSettled(page);
      expect(await page.getByRole('region', { name: 'Our mobile app' }).count()).toBe(0);
      expect(session.errors).toEqual([]);
    },
  );

  it('is not shown on a desktop, nor on iPhone Safari when the page has apple-itunes-app', async () => {
    const desktop = await open('/content/en');
    expect(await desktop.getByRole('region', { name: 'Our mobile app' }).count()).toBe(0);
    await session!.close();
    session = await openSession({ ...devices['iPhone 13'] });
    await session.page.goto(session.url('/banners?apple=1'));
    await widgetsSettled(session.page);
    expect(await session.page.getByRole('region', { name: 'Our mobile app' }).count()).toBe(0);
  });
});

describe('top announcement in Chromium', () => {
  it('is dismissed for good, hidden before first paint after that, and shown again for a new id', async () => {
    const page = await open('/content/en');
    const region = page.getByRole('region', { name: 'Announcement' });
    expect(await region.textContent()).toContain('fixed price');
    await region.getByRole('button', { name: 'Close the announcement' }).click();
    expect(await region.count()).toBe(0);
    const cookies = await session!.context.cookies();
    for (const name of ['top_announcement_closed', 'top_announcement_id']) {
      const cookie = cookies.find((c) => c.name === name);
      expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + YEAR_S - 120);
      expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
    }
    expect(cookies.find((c) => c.name === 'top_announcement_id')?.value).toBe('fixed-price-2025');

    // The guard hides the node while the HTML is parsed: hidden at DOMContentLoaded, before any widget code.
    await page.reload({ waitUntil: 'domcontentloaded' });
    expect(
      await page.$eval('[data-tw-widget="top-announcement"]', (n) => (n as HTMLElement).hidden),
    ).toBe(true);
    await widgetsSettled(page);
    expect(await region.count()).toBe(0);

    await page.goto(session!.url('/banners?id=summer-2025&content=Summer%20routes%20are%20open'));
    await widgetsSettled(page);
    expect(await page.getByRole('region', { name: 'Announcement' }).textContent()).toContain(
      'Summer routes are open',
    );
  });

  it('runs no script from hostile content (img onerror, javascript: links, script, svg)', async () => {
    const page = await open('/banners/hostile');
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const region = page.getByRole('region', { name: 'Announcement' });
    expect(await region.textContent()).toContain('Spring sale');
    expect(await region.locator('img, script, svg, iframe, [onclick], [style]').count()).toBe(0);
    const hrefs = await region
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]));
    // The javascript: links survive as plain text without an href.
    expect(hrefs).toEqual([['/help/prices', 'noopener noreferrer']]);
    for (const link of await region.locator('a').all())
      await link.click({ modifiers: ['Control'] }).catch(() => undefined);
    await page.waitForTimeout(500);
    expect(
      await page.evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});

describe('cost and stability', () => {
  // On the page with only these three widgets, and on the demo's content page, which also carries
  // the notifications bell in the 44 px its container reserves.
  it.each([
    ['/banners', 'first visit, 1280 px', { viewport: { width: 1280, height: 900 } }],
    ['/banners', 'first visit, phone (app bar shown)', { ...devices['Pixel 5'] }],
    ['/banners', 'first visit, 375 px', { viewport: { width: 375, height: 740 } }],
    ['/content/en', 'first visit, 1280 px', { viewport: { width: 1280, height: 900 } }],
    ['/content/en', 'first visit, phone (app bar shown)', { ...devices['Pixel 5'] }],
  ])('layout shift is zero on %s: %s', async (path, _label, options) => {
    const page = await open(path, options);
    // Every part a first visit shows, shown: the bar, the announcement, the app bar on a phone, the
    // bell on the content page.
    await page.getByRole('button', { name: 'Accept all' }).waitFor();
    await page.getByRole('region', { name: 'Announcement' }).waitFor();
    if ('isMobile' in options) await page.getByRole('region', { name: 'Our mobile app' }).waitFor();
    if (path.startsWith('/content'))
      await page.locator('[data-tw-widget="notifications"] button[data-unread]').waitFor();
    expect(await shiftsOnceSettled(page)).toEqual({ cls: 0, shifts: [] });
  });

  it.each([
    ['1280 px', { viewport: { width: 1280, height: 900 } }],
    ['375 px', { viewport: { width: 375, height: 740 } }],
  ])(
    'on the content page the announcement renders inside the space the server reserved (%s)',
    async (_label, options) => {
      session = await openSession(options);
      const page = session.page;
      await page.goto(session.url('/content/en'), { waitUntil: 'domcontentloaded' });
      const box = () =>
        page.$eval('[data-tw-widget="top-announcement"]', (n) => n.getBoundingClientRect().height);
      const reserved = await box();
      await widgetsSettled(page);
      await page.getByRole('region', { name: 'Announcement' }).waitFor();
      expect(reserved).toBeGreaterThanOrEqual(48);
      expect(await box()).toBe(reserved);
    },
  );

  it('layout shift is zero for a visitor who closed the announcement (the guard hides it before first paint)', async () => {
    session = await openSession();
    await session.context.addCookies(
      ['top_announcement_closed=1', 'top_announcement_id=fixed-price-2025', 'cookie_consent=1'].map(
        (pair) => {
          const [name, value] = pair.split('=') as [string, string];
          return { name, value, url: session!.url('/') };
        },
      ),
    );
    await session.context.addInitScript(observeLayoutShift);
    await session.page.goto(session.url('/banners'));
    await widgetsSettled(session.page);
    expect(await shiftsOnceSettled(session.page)).toEqual({ cls: 0, shifts: [] });
    expect(
      await session.page.$eval(
        '[data-tw-widget="top-announcement"]',
        (n) => n.getBoundingClientRect().height,
      ),
    ).toBe(0);
  });

  it('a returning visitor (consent given, announcement closed, app bar closed) never downloads React', async () => {
    session = await openSession({ ...devices['Pixel 5'] });
    const base = session.url('/');
    await session.context.addCookies([
      { name: 'cookie_consent', value: '7', url: base },
      { name: 'top_announcement_closed', value: '1', url: base },
      { name: 'top_announcement_id', value: 'fixed-price-2025', url: base },
    ]);
    await session.context.addInitScript(() =>
      localStorage.setItem('mobile_app_bar_closed', String(Date.now())),
    );
    const scripts: string[] = [];
    session.page.on('request', (request) => {
      // Scripts, and the translation files (fetched), which only a shown UI needs.
      if (
        request.resourceType() === 'script' ||
        new URL(request.url()).pathname.includes('/locales/')
      )
        scripts.push(new URL(request.url()).pathname);
    });
    await session.page.goto(session.url('/banners'));
    await widgetsSettled(session.page);
    await session.page.waitForTimeout(500);
    const built = scripts.filter((s) => s.startsWith('/build/'));
    expect(built.some((s) => s.includes('cookie-bar.'))).toBe(true);
    expect(
      built.filter(
        (s) => /^(vendor-react|.*-ui)$/.test(chunkOfFile(s) ?? '') || s.includes('/locales/'),
      ),
    ).toEqual([]);
    // The consent still applies: the gated tags ran.
    expect((await demoTags(session.page)).sort()).toEqual(['analytics', 'marketing']);
  });

  it('a first visit preloads the bar’s first screen (each file fetched once); a returning visitor’s page names none of it', async () => {
    const hints = readEntrypoints().preload?.['cookie-bar'] ?? [];
    const barFiles = hints.map((hint) => hint.href);
    const english = hints
      .filter((hint) => !hint.locale || hint.locale === 'en')
      .map((hint) => hint.href);
    expect(english.length).toBe(4);
    const visit = async (cookies: Array<{ name: string; value: string }>) => {
      session = await openSession();
      const base = session.url('/');
      if (cookies.length)
        await session.context.addCookies(cookies.map((cookie) => ({ ...cookie, url: base })));
      const requested: string[] = [];
      session.page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await session.page.goto(session.url('/content/en?guest'));
      await widgetsSettled(session.page);
      const hinted = await session.page.evaluate(() =>
        [...document.querySelectorAll('link[rel="preload"]')].map((link) =>
          link.getAttribute('href'),
        ),
      );
      const page = session.page;
      return { page, requested, hinted };
    };

    const first = await visit([]);
    await first.page.getByRole('button', { name: /accept all/i }).waitFor();
    expect(first.hinted).toEqual(english);
    // The chunk loader's own requests were answered by the preloads: one request per file.
    for (const href of english)
      expect({ href, requests: first.requested.filter((p) => p === href).length }).toEqual({
        href,
        requests: 1,
      });
    await session?.close();

    const returning = await visit([{ name: 'cookie_consent', value: '7' }]);
    expect(returning.hinted.filter((href) => barFiles.includes(href ?? ''))).toEqual([]);
    expect(returning.requested.filter((p) => barFiles.includes(p))).toEqual([]);
  });

  /**
   * When the page asked for the first file whose path ends with `ending` and when its answer ended,
   * on the page's clock.
   */
  const timing = (page: Page, ending: string) =>
    page.evaluate((wanted) => {
      const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (e) => new URL(e.name).pathname.endsWith(wanted),
      );
      return entry ? { start: entry.startTime, end: entry.responseEnd } : null;
    }, ending);

  it('on a first visit the announcement’s schema and UI are asked for only once the cookie bar answers, and it still shows', async () => {
    const page = await open('/content/en?guest');
    await page.getByRole('region', { name: 'Announcement' }).getByRole('link').waitFor();
    await page
      .locator('[data-tw-widget="cookie-bar"][data-tw-state="mounted"]')
      .waitFor({ state: 'attached' });
    // The bar's texts arrive before React adopts the bar: the announcement's files come after them.
    const texts = await timing(page, '/en/cookie-consent.json');
    expect(texts).not.toBeNull();
    for (const chunk of ['top-announcement-widget', 'top-announcement-ui']) {
      const asked = await timing(page, builtScript(chunk));
      expect({ chunk, asked: asked !== null }).toEqual({ chunk, asked: true });
      expect({ chunk, afterTheBar: asked!.start >= texts!.end }).toEqual({
        chunk,
        afterTheBar: true,
      });
    }
  });

  it('a cookie bar whose UI never arrives holds the announcement only ADOPTION_WAIT_MS', async () => {
    session = await openSession();
    const page = session.page;
    const barUi = builtScript('cookie-bar-ui');
    const announcementUi = builtScript('top-announcement-ui');
    const announcementSchema = builtScript('top-announcement-widget');
    // When each was asked for, on this process's clock (a stalled request has no resource timing).
    const askedAt: Record<string, number> = {};
    page.on('request', (request) => {
      const pathname = new URL(request.url()).pathname;
      askedAt[pathname] ??= Date.now();
    });
    // The bar's UI stalls: asked for, never answered.
    await page.route(
      (url) => url.pathname === barUi,
      () => undefined,
    );
    await page.goto(session.url('/content/en?guest'));
    await page.getByRole('region', { name: 'Announcement' }).getByRole('link').waitFor();
    const page0 = new URL(session.url('/content/en?guest')).pathname;
    expect(askedAt[barUi]).toBeDefined();
    expect(askedAt[announcementUi]).toBeDefined();
    expect(askedAt[announcementSchema]).toBeDefined();
    // The wait's bound starts once the entry decides the bar, after the page was asked for: a
    // lower bound only, which a busy machine can only make longer.
    expect(askedAt[announcementUi]! - askedAt[page0]!).toBeGreaterThanOrEqual(ADOPTION_WAIT_MS);
    expect(askedAt[announcementSchema]! - askedAt[page0]!).toBeGreaterThanOrEqual(ADOPTION_WAIT_MS);
    // The bar's buttons painted before React stay on screen for the visitor's click.
    expect(await page.getByRole('button', { name: /accept all/i }).isVisible()).toBe(true);
  });

  it('a first visit does download the UI chunks (the check above can fail)', async () => {
    const scripts: string[] = [];
    session = await openSession({ ...devices['Pixel 5'] });
    session.page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await session.page.goto(session.url('/banners'));
    await widgetsSettled(session.page);
    const chunks = scripts.map((s) => chunkOfFile(s) ?? s);
    expect(chunks).toContain('vendor-react');
    // The three widgets' UIs, and what they all render with, once.
    expect(chunks.filter((chunk) => chunk.endsWith('-ui')).sort()).toEqual([
      'cookie-bar-ui',
      'mobile-app-bar-ui',
      'top-announcement-ui',
      'widgets-ui',
    ]);
  });
});

describe('accessibility', () => {
  it.each([
    ['bar', '/content/en', false],
    ['settings', '/content/en', true],
    ['phone, app bar', '/banners', false],
  ])('axe finds no serious or critical violation (%s)', async (_label, pathname, settings) => {
    const page = await open(pathname, pathname === '/banners' ? { ...devices['Pixel 5'] } : {});
    if (settings) await page.getByRole('button', { name: 'Choose cookies' }).click();
    await page.addScriptTag({ content: readFileSync(AXE, 'utf8') });
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run(): Promise<{
              violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
            }>;
          };
        }
      ).axe;
      const result = await axe.run();
      return result.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
  });
});
