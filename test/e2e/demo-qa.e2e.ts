import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mockWorkerReady, openSession, widgetsSettled, type Session } from './browser';

/*
 * The demo as QA uses it: scenarios that hold for one page or, chosen on the index, for every page
 * (named in the bar, one click back to normal), one route faulted by name, the same switcher under
 * the production-like server, and pages that keep what they promise.
 */

const BAR = '[data-demo-bar]';
const badge = (page: Page) => page.locator('[data-demo-scenario-badge]').textContent();

/** The bar is inside the viewport and shows its whole text (it wraps, never clips). */
async function barFullyShown(page: Page): Promise<boolean> {
  return page.locator(BAR).evaluate((bar) => {
    const box = bar.getBoundingClientRect();
    const clipped = [...bar.querySelectorAll('*')].some(
      (el) => el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflow !== 'visible',
    );
    return box.left >= 0 && box.right <= window.innerWidth && !clipped;
  });
}

/** Answers a call made from the page, through whatever answers the page's API (worker or server). */
const callStatus = (page: Page, method: string, url: string) =>
  page.evaluate(
    async ([m, u]) =>
      (await fetch(u as string, { method: m, body: m === 'GET' ? undefined : '{}' })).status,
    [method, url],
  );

describe('demo QA tools in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    // The demo as `npm start` serves it: the mock service worker on every page.
    session = await openSession({ viewport: { width: 375, height: 740 } }, { api: 'worker' });
  });
  afterEach(async () => {
    await session.close();
  });

  it('?scenario= holds for its page only: the bar names it at phone width, the next page is normal', async () => {
    const { page } = session;
    await page.goto(session.url('/content/en?scenario=server-error'));
    await widgetsSettled(page);
    expect(await badge(page)).toBe('server-error');
    await expect(page.locator(BAR).textContent()).resolves.toContain('this page only');
    expect(await barFullyShown(page)).toBe(true);
    expect(await callStatus(page, 'GET', '/api/me')).toBe(500);

    await page.goto(session.url('/content/pl'));
    await widgetsSettled(page);
    expect(await badge(page)).toBe('normal');
    expect(await page.locator('[data-demo-normal]').count()).toBe(0);
    expect(await callStatus(page, 'GET', '/api/me')).toBe(200);
  });

  it('the index’s choice holds on every page, named in the bar, until one click back to normal', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    await page.locator('[data-demo-scenario]').selectOption('unavailable');
    await page.locator('[data-demo-scope]').selectOption('writes');
    await page.getByRole('button', { name: 'Use on every page' }).click();
    await page.waitForURL(session.url('/'));
    expect(await badge(page)).toBe('unavailable, writes only');

    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    expect(await badge(page)).toBe('unavailable, writes only');
    await expect(page.locator(BAR).textContent()).resolves.toContain('every page');
    expect(await barFullyShown(page)).toBe(true);
    expect(await callStatus(page, 'POST', '/api/auctions')).toBe(503);
    expect(await callStatus(page, 'GET', '/api/auction/categories/en')).toBe(200);

    await page.locator('[data-demo-normal]').click();
    await page.waitForURL(/\/form\/en\/(category)?$/);
    await widgetsSettled(page);
    expect(await badge(page)).toBe('normal');
    expect(await callStatus(page, 'POST', '/api/auctions')).not.toBe(503);
  });

  it('faults one route by name: the address suggestions answer, the submit fails', async () => {
    const { page } = session;
    await page.goto(session.url('/form/en/?scenario=server-error&route=api_post_auction'));
    await widgetsSettled(page);
    expect(await badge(page)).toBe('server-error, route api_post_auction');
    await page.getByRole('button', { name: /^Furniture/ }).click();
    await page.getByRole('button', { name: /^Tables & chairs/ }).click();
    await page.getByRole('combobox', { name: 'Pickup place' }).fill('Warsz');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    expect(await callStatus(page, 'POST', '/api/auctions')).toBe(500);
  });

  it('the index lists each route QA can fault beside the scenarios', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const routes = await page
      .locator('[data-demo-route] option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(routes).toEqual(
      expect.arrayContaining(['api_post_auction', 'api_address_info_by_name', 'api_me']),
    );
  });

  it('the index does not scroll sideways at 375 or 320 px', async () => {
    const { page } = session;
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(session.url('/'));
      await mockWorkerReady(page);
      expect({
        width,
        scroll: await page.evaluate(() => document.documentElement.scrollWidth),
      }).toEqual({ width, scroll: width });
    }
  });

  it('the /host/* pages of docs/symfony-integration.md work under npm start (no 404)', async () => {
    const { page } = session;
    for (const path of ['/host/plain/', '/host/bootstrap5', '/host/tailwind/']) {
      const failed: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
      });
      const response = await page.goto(session.url(path));
      expect(response?.status()).toBe(200);
      await widgetsSettled(page);
      await page.getByRole('button', { name: /^Furniture/ }).waitFor();
      expect({ path, failed }).toEqual({ path, failed: [] });
      page.removeAllListeners('response');
    }
  });

  it('“Cookie settings” is printed only where the cookie bar is, and opens its settings there', async () => {
    const { page } = session;
    await page.goto(session.url('/'));
    const links = await page.$$eval('main a[href^="/"]', (anchors) =>
      anchors.map((a) => a.getAttribute('href') as string),
    );
    for (const href of [...new Set(links)]) {
      const html = await (await fetch(session.url(href))).text();
      const hasLink = html.includes('data-cookie-settings');
      const hasBar = html.includes('data-tw-widget="cookie-bar"');
      expect({ href, link: hasLink }).toEqual({ href, link: hasLink && hasBar });
    }
    await page.goto(session.url('/content/en'));
    await widgetsSettled(page);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page.getByRole('link', { name: 'Cookie settings' }).click();
    await page.getByRole('heading', { name: 'Cookie settings' }).waitFor();
  });

  const formHints = (chunks: readonly string[]): string[] =>
    (
      JSON.parse(
        readFileSync(path.resolve(import.meta.dirname, '../../dist/entrypoints.json'), 'utf8'),
      ) as { preload: Record<string, Array<{ href: string; chunk: string }>> }
    ).preload['auction-form']
      ?.filter((hint) => chunks.includes(hint.chunk))
      .map((hint) => hint.href) ?? [];
  const preloads = async (url: string) =>
    [
      ...(await (await fetch(session.url(url))).text()).matchAll(/rel="preload" href="([^"]+)"/g),
    ].map((m) => m[1]);

  it('edit and copy pages do not preload the category step they never show; the add page does', async () => {
    const category = formHints(['form-step-category']);
    expect(category.some((href) => href.endsWith('.css'))).toBe(true);
    expect(await preloads('/form/en/')).toEqual(expect.arrayContaining(category));
    for (const url of ['/edit-auction/4242/?locale=pl', '/form/en/copy/4242/', '/form/en/details'])
      expect({
        url,
        category: (await preloads(url)).filter((h) => category.includes(h as string)),
      }).toEqual({ url, category: [] });
    // Nor does the edit page load them while it opens.
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(session.url('/edit-auction/4242/?locale=pl'));
    await widgetsSettled(page);
    await page.waitForURL(/routes-dates/);
    expect(requested.filter((r) => category.includes(r))).toEqual([]);
  });

  it('a start that asks nothing neither preloads the router nor waits for it, and the router comes after the first screen', async () => {
    const router = formHints(['router', 'routes']);
    expect(router).toHaveLength(2);
    // Without the categories handed over the start asks for them: the hints name the router.
    expect(await preloads('/form/en/')).toEqual(expect.arrayContaining(router));
    expect(
      (await preloads('/form/en/?categories=inline')).filter((h) => router.includes(h as string)),
    ).toEqual([]);
    const { page } = session;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(session.url('/form/en/?categories=inline'));
    await page.locator('[data-tw-widget="auction-form"] li button').first().waitFor();
    // No customer action: the store fetches it when idle, so the route step's first request does not wait.
    await expect.poll(() => router.every((href) => requested.includes(href))).toBe(true);
  });
});

describe('the scenario switcher under the production-like server (npm run serve:prod)', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession({}, { api: 'server' });
  });
  afterEach(async () => {
    await session.close();
  });

  it('the server answers each page’s calls under its scenario: ?scenario=, then the index’s choice', async () => {
    const { page } = session;
    await page.goto(session.url('/content/en?scenario=unauthorized'));
    expect(await page.locator('script[src="/demo-assets/mocks.js"]').count()).toBe(0);
    await expect(page.locator(BAR).textContent()).resolves.toContain('the demo server');
    expect(await badge(page)).toBe('unauthorized');
    expect(await callStatus(page, 'GET', '/api/me')).toBe(401);

    await page.goto(session.url('/'));
    await page.locator('[data-demo-scenario]').selectOption('server-error');
    await page.locator('[data-demo-scope]').selectOption('route');
    await page.locator('[data-demo-route]').selectOption('api_me');
    await page.getByRole('button', { name: 'Use on every page' }).click();
    await page.goto(session.url('/content/pl'));
    expect(await badge(page)).toBe('server-error, route api_me');
    expect(await callStatus(page, 'GET', '/api/me')).toBe(500);
    expect(await callStatus(page, 'GET', '/api/message/unread-prompt')).toBe(200);
    await page.locator('[data-demo-normal]').click();
    await page.waitForURL(session.url('/content/pl'));
    expect(await callStatus(page, 'GET', '/api/me')).toBe(200);
  });
});
