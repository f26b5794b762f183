import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { expect, inject } from 'vitest';
import type { ApiMode } from '../../fixtures/demo/render-mode';
import { demoServerUrl } from './file-server';

export interface Session {
  /** This session's connection to its worker's Chromium: contexts it opens close with the session. */
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  consoleLines: string[];
  url(pathname: string): string;
  newPage(): Promise<Page>;
  close(): Promise<void>;
}

/** The Chromium of this worker (test/e2e/global-setup.ts starts one per worker). */
function endpoint(): string {
  const endpoints = inject('chromiumEndpoints');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return endpoints[(worker - 1) % endpoints.length] as string;
}

export interface SessionOptions {
  /**
   * Who answers the pages' API calls (test/e2e/file-server.ts): the demo server, as in production
   * (the default), or the page's mock service worker, for a test of what lives in the page's mock.
   */
  api?: ApiMode;
}

/**
 * A fresh browser context (its own profile: cookies, storage, cache, service workers) in this
 * worker's Chromium, a page, and its console collected. Closing the session closes every context
 * it opened, as closing a browser of its own would.
 */
export async function openSession(
  options: BrowserContextOptions = {},
  { api = 'server' }: SessionOptions = {},
): Promise<Session> {
  const baseUrl = await demoServerUrl(api);
  const browser = await chromium.connect(endpoint());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const errors: string[] = [];
  const consoleLines: string[] = [];
  const watch = (page: Page) => {
    page.on('console', (message) => {
      consoleLines.push(`${message.type()}: ${message.text()}`);
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  return {
    browser,
    context,
    page,
    errors,
    consoleLines,
    url: (pathname) => `${baseUrl}${pathname}`,
    newPage: () => context.newPage(),
    async close() {
      // A connected browser's close() closes the contexts this connection made, then disconnects.
      await browser.close();
    },
  };
}

/** Waits until every widget node on the page has settled (mounted or failed). */
export async function widgetsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-tw-widget]')].every((node) => {
      const state = node.getAttribute('data-tw-state');
      return state === 'mounted' || state === 'error';
    }),
  );
}

/**
 * Waits until the demo's mock service worker serves the page (`window.transportWidgetsReady`,
 * fixtures/demo/client/mocks.ts), as `widgetsSettled` does on a page with widgets. A test on a page
 * without widgets waits for it before it reads the page or goes on: msw reloads a page loaded while
 * its worker was still installing (registered, but not yet in control), and that reload destroys
 * the page under the test's next step.
 */
export async function mockWorkerReady(page: Page): Promise<void> {
  await page.evaluate(
    () => (window as { transportWidgetsReady?: Promise<unknown> }).transportWidgetsReady,
  );
}

/**
 * `errors` but one the demo's mock service worker causes, not the widgets: on a page that finds the
 * worker already registered, msw calls `registration.update()` without handling its rejection
 * (mswjs/msw#2006), so a navigation that cuts that update check short leaves a page error naming
 * mockServiceWorker.js.
 */
export const pageErrorsButMockWorker = (errors: string[]): string[] =>
  errors.filter((error) => !/mockServiceWorker\.js/.test(error));

/**
 * Waits until `count()` reaches `atLeast`, then a moment longer for a late duplicate, and returns the
 * count then: for Sentry's envelopes, which start only once the browser is idle.
 */
export async function countWithLateOnes(
  page: Page,
  count: () => number,
  atLeast: number,
): Promise<number> {
  await expect.poll(count).toBeGreaterThanOrEqual(atLeast);
  await page.waitForTimeout(1200);
  return count();
}
