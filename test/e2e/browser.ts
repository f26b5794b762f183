import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium-path';

export interface Session {
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

/** A fresh Chromium with a fresh profile, a page, and its console collected. */
export async function openSession(options: BrowserContextOptions = {}): Promise<Session> {
  // playwright gives every launch a fresh temporary --user-data-dir of its own.
  const browser = await chromium.launch({
    executablePath: inject('chromium'),
    args: CHROMIUM_ARGS,
    headless: true,
  });
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
  const base = inject('baseUrl');
  return {
    browser,
    context,
    page,
    errors,
    consoleLines,
    url: (pathname) => `${base}${pathname}`,
    newPage: () => context.newPage(),
    async close() {
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
