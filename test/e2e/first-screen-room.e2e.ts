import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtScript } from '../built-files';
import { openSession, widgetsSettled, type Session } from './browser';
import { screenSettled } from './screen-state';

/*
 * The form's entry stylesheet keeps room for its first screen from the page's first paint
 * (src/features/auction-form/first-screen-room.css), so the host's content below the form never
 * moves while the form mounts. Before it, the demo footer was pushed down twice (CLS 0.158 at
 * 375 px, 0.085 at 1280 px). Layout-shift entries are counted as the CLS definition counts them
 * (none follows input here: nothing is clicked).
 */

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

interface Shift {
  value: number;
  sources: string[];
}

async function open(
  path: string,
  width: number,
  beforeLoad: (page: Page) => Promise<unknown> = async () => undefined,
): Promise<Page> {
  const context = await session.browser.newContext({ viewport: { width, height: 800 } });
  await context.addInitScript(() => {
    const seen: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources: Array<{ node?: Node | null }>;
        }
      >) {
        if (entry.hadRecentInput) continue;
        seen.push({
          value: entry.value,
          sources: entry.sources.map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : '?',
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await beforeLoad(page);
  // Not its load event: a test holds the app chunk, which the page preloads.
  await page.goto(session.url(path), { waitUntil: 'commit' });
  return page;
}

const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

describe('the room kept for the form’s first screen', () => {
  // Asking the API for the categories, and handing them over (the screen painted before React).
  for (const [path, width] of [
    ['/form/en/', 375],
    ['/form/en/', 1280],
    ['/form/en/?categories=inline', 375],
    ['/form/en/?categories=inline', 1280],
  ] as const) {
    it(`no layout shift while the form mounts at ${width} px, and the room goes once it shows (${path})`, async () => {
      const page = await open(path, width);
      const node = page.locator('[data-tw-widget="auction-form"]');
      await page.getByRole('list', { name: 'Categories' }).waitFor();
      await page.waitForSelector('[data-tw-widget="auction-form"][data-tw-first-screen]');
      await widgetsSettled(page);
      // The category images and the cookie bar arrive after the first screen: wait for both.
      await page.getByRole('region', { name: 'Cookies and your privacy' }).waitFor();
      await screenSettled(page);
      expect(await shifts(page)).toEqual([]);
      // Released: the node is as tall as what it shows, not the room's min-height.
      expect(await node.evaluate((n) => getComputedStyle(n).minHeight)).toMatch(/^(0px|auto)$/);
      await page.context().close();
    });
  }

  it('while the form’s chunks are on their way the room shows a spinner, and the form’s first screen replaces it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The chunks are held from the page's first request: a page loaded before the route was set would
    // leave them in the renderer's memory cache, which a reload reuses without asking the route. The
    // painter is held too: it paints the category step over the room as soon as the categories answer.
    const chunks = [builtScript('auction-form-app'), builtScript('auction-form-first-screen')];
    const page = await open('/form/en/', 375, (page) =>
      page.route(
        (url) => chunks.includes(url.pathname),
        async (route) => {
          await held;
          await route.continue();
        },
      ),
    );
    const node = page.locator('[data-tw-widget="auction-form"]');
    await page.waitForSelector('[data-tw-widget="auction-form"][data-tw-state="mounting"]');
    // What the first paint shows: the entry's stylesheet is render-blocking, so the frame after
    // it has arrived (a deferred script may run first on a busy machine) is the first one.
    await page.evaluate(
      () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))),
    );
    const spinner = () =>
      node.evaluate((n) => {
        const style = getComputedStyle(n, '::before');
        return {
          state: n.getAttribute('data-tw-state'),
          content: style.content,
          animation: style.animationName,
        };
      });
    expect(await spinner()).toEqual({
      state: 'mounting',
      content: '""',
      animation: 'tw-first-screen-spin',
    });
    release();
    await page.getByRole('list', { name: 'Categories' }).waitFor();
    expect((await spinner()).content).toBe('none');
    await page.context().close();
  });

  it('on a page that does not hand the categories over, the step is painted from the entry’s request before the app arrives, and adopted with no second request', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const app = builtScript('auction-form-app');
    const page = await open('/form/en/', 375, (page) =>
      page.route(
        (url) => url.pathname === app,
        async (route) => {
          await held;
          await route.continue();
        },
      ),
    );
    // Painted while the app chunk is held: the painter's tiles, from the entry's request.
    const tile = page.locator('[data-tw-widget="auction-form"] button[data-category-id]').first();
    await tile.waitFor();
    const categoriesAsked = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/api\/auction\/categories/.test(entry.name)).length,
      );
    expect(await categoriesAsked()).toBe(1);
    await tile.evaluate((node) => {
      (node as unknown as { painted: boolean }).painted = true;
    });
    release();
    await page.waitForSelector('[data-tw-widget="auction-form"][data-tw-first-screen]');
    await widgetsSettled(page);
    // React adopted the very node, and its start took the entry's answer.
    expect(await tile.evaluate((node) => (node as unknown as { painted?: boolean }).painted)).toBe(
      true,
    );
    expect(await categoriesAsked()).toBe(1);
    await page.context().close();
  });

  it('a form that fails to mount gives the room back at once', async () => {
    const page = await open('/form/en/', 1280);
    await widgetsSettled(page);
    const minHeight = await page.evaluate(async () => {
      const node = document.createElement('div');
      node.setAttribute('data-tw-widget', 'auction-form');
      // Edit mode without an auction id: a config error, so the widget does not mount.
      node.setAttribute('data-mode', 'edit');
      document.querySelector('main')?.append(node);
      const roomWhileMounting = getComputedStyle(node).minHeight;
      await window.TransportWidgets?.mount(node);
      return {
        roomWhileMounting,
        state: node.dataset.twState,
        after: getComputedStyle(node).minHeight,
      };
    });
    expect(minHeight.roomWhileMounting).not.toMatch(/^(0px|auto)$/);
    expect(minHeight).toMatchObject({ state: 'error' });
    expect(minHeight.after).toMatch(/^(0px|auto)$/);
    await page.context().close();
  });
});
