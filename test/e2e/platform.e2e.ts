import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadPages } from '../../fixtures/demo/server';
import { isMockedPath } from '../../fixtures/mocked-paths';
import { openSession, widgetsSettled, type Session } from './browser';
import { ERRORS_ON_PURPOSE, NO_WIDGETS } from './demo-page-kinds';

/** Every page the index links (its links come from the same page modules). */
const INDEX_LINKS = (await loadPages()).flatMap((page) => page.links.map((link) => link.href));

describe('every demo page the index links, in Chromium', () => {
  it('the index links them all', async () => {
    const session = await openSession();
    try {
      const { page } = session;
      await page.goto(session.url('/'));
      const links = await page.$$eval('main a[href^="/"]', (anchors) =>
        anchors.map((a) => a.getAttribute('href') as string),
      );
      expect(links).toEqual(expect.arrayContaining(INDEX_LINKS));
    } finally {
      await session.close();
    }
  });

  // One test a page, each in a fresh profile (a first visit: no cookie, no storage, no draft), with
  // its own time-out however many pages the demo grows. This is Chromium's round at the desktop
  // size; the engine suite runs the same round in Firefox and WebKit, and in all three at a phone's.
  it.each(INDEX_LINKS.filter((href) => !ERRORS_ON_PURPOSE.has(href)))(
    '%s mounts every widget with no console error',
    async (href) => {
      const session = await openSession();
      try {
        const { page } = session;
        await page.goto(session.url(href));
        await widgetsSettled(page);
        const failed = await page.$$eval('[data-tw-state="error"]', (nodes) =>
          nodes.map((n) => n.getAttribute('data-tw-widget')),
        );
        const widgets = await page.locator('[data-tw-widget]').count();
        expect({ href, failed, errors: session.errors, widgets: widgets > 0 }).toEqual({
          href,
          failed: [],
          errors: [],
          widgets: !NO_WIDGETS.has(href),
        });
      } finally {
        await session.close();
      }
    },
  );
});

describe('widget platform in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('mounts the good widgets and names the malformed attribute of the bad one', async () => {
    const { page } = session;
    await page.goto(session.url('/malformed'));
    await widgetsSettled(page);
    const states = await page.$$eval('[data-tw-widget]', (nodes) =>
      nodes.map((n) => [n.getAttribute('data-tw-widget'), n.getAttribute('data-tw-state')]),
    );
    expect(states).toEqual([
      ['top-announcement', 'mounted'],
      // A malformed optional attribute costs only itself: the widget mounts without it.
      ['notifications', 'mounted'],
      ['login-helper', 'mounted'],
      ['cookie-bar', 'mounted'],
    ]);
    // What the page promises is there to see: the bell (a signed-in visitor's, despite its broken
    // topics), the announcement and the cookie bar.
    await page.locator('[data-tw-widget="notifications"] button').first().waitFor();
    for (const widget of ['notifications', 'top-announcement', 'cookie-bar'])
      expect(
        await page.locator(`[data-tw-widget="${widget}"]`).evaluate((node) =>
          // The node itself or what it shows (the cookie bar is a fixed box inside an empty node).
          [node, ...node.querySelectorAll('*')].some((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 0 && box.height > 0;
          }),
        ),
        widget,
      ).toBe(true);
    const configErrors = () => session.errors.filter((line) => line.includes('[notifications]'));
    await expect.poll(configErrors).toHaveLength(1);
    await page.waitForTimeout(300);
    expect(configErrors()).toHaveLength(1);
    expect(configErrors()[0]).toMatch(
      /\[notifications\] invalid data-topics: expected valid JSON, found malformed JSON \(attribute ignored, its default applies\)$/,
    );
  });

  it('loads React and the rest once per page whatever widgets it holds', async () => {
    const { page } = session;
    const scripts: string[] = [];
    const throughMockWorker: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    session.context.on('request', (request) => {
      if (request.serviceWorker()) throughMockWorker.push(new URL(request.url()).pathname);
    });
    await page.goto(session.url('/content/en'));
    await widgetsSettled(page);
    const counts = new Map<string, number>();
    for (const script of scripts) counts.set(script, (counts.get(script) ?? 0) + 1);
    expect([...counts.values()].every((count) => count === 1)).toBe(true);
    expect(scripts.filter((s) => s.includes('runtime'))).toHaveLength(1);
    // The demo's mock worker fetches its own script and what it may mock, never the page's files.
    expect(
      throughMockWorker.filter(
        (pathname) => pathname !== '/mockServiceWorker.js' && !isMockedPath(pathname),
      ),
    ).toEqual([]);
  });

  it('runs every widget under a strict CSP with a nonce and no unsafe-eval, with no violation', async () => {
    const { page } = session;
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(session.url('/csp'));
    expect(response?.headers()['content-security-policy']).toMatch(
      /script-src 'self' 'nonce-[^']+'/,
    );
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
    await widgetsSettled(page);
    await page.waitForLoadState('networkidle');
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    const failed = await page.$$eval('[data-tw-state="error"]', (nodes) =>
      nodes.map((n) => n.getAttribute('data-tw-widget')),
    );
    expect(failed).toEqual([]);
    expect(session.errors.filter((line) => /Content Security Policy/i.test(line))).toEqual([]);
  });
});
