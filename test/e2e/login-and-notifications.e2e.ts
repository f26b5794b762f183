import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFiles } from '../built-files';
import { openSession, widgetsSettled, type Session } from './browser';

/** Unread entries of the fixture inbox (fixtures/data/notifications.ts). */
const BASE = 8;
const BELL = '[data-tw-widget="notifications"] button[data-unread]';

const unread = (page: Page): Promise<number> =>
  page.$eval(BELL, (bell) => Number(bell.getAttribute('data-unread')));

async function waitForUnread(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    ([selector, expected]) =>
      document.querySelector(selector as string)?.getAttribute('data-unread') === String(expected),
    [BELL, count] as const,
  );
}

/** Publishes through the mock hub of the page (and, over its BroadcastChannel, every other tab's). */
const publish = (page: Page, count: number): Promise<string[]> =>
  page.evaluate((n) => window.__twDemoHub?.publish(n).map((entry) => entry.id) ?? [], count);

const hubConnections = (page: Page): Promise<number> =>
  page.evaluate(() => window.__twDemoHub?.connections() ?? -1);

async function openCentre(session: Session, path: string, page = session.page): Promise<void> {
  await page.goto(session.url(path));
  await widgetsSettled(page);
  await waitForUnread(page, BASE);
}

async function listedIds(page: Page): Promise<string[]> {
  const bell = page.locator(BELL);
  if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
  return page.$$eval('[data-tw-widget="notifications"] li[data-id]', (items) =>
    items.map((item) => item.getAttribute('data-id') as string),
  );
}

describe('login helper in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('redirects ?register-courier to the force-login route with the trigger and a clean return URL, without a loop', async () => {
    const { page } = session;
    await page.goto(session.url('/content/en?register-courier'));
    await page.waitForURL(/\/force-login\/[\w-]+\/register-courier$/);
    await widgetsSettled(page);
    expect(await page.textContent('[data-trigger]')).toBe('register-courier');
    expect(await page.textContent('[data-return-url]')).toBe('/content/en');
    await page.click('[data-return-link]');
    await page.waitForURL(session.url('/content/en'));
    await widgetsSettled(page);
    expect(new URL(page.url()).pathname).toBe('/content/en');
    expect(session.errors).toEqual([]);
  });

  it('follows trigger links on the page, and uses /forcar-login on a pt_PT page', async () => {
    const { page } = session;
    await page.goto(session.url('/content/en'));
    await widgetsSettled(page);
    await page.click('a[href="#register-courier"]');
    await page.waitForURL(/\/force-login\/[\w-]+\/register-courier$/);
    expect(await page.textContent('[data-return-url]')).toBe('/content/en');

    await page.goto(session.url('/content/pt#login'));
    await page.waitForURL(/\/forcar-login\/[\w-]+\/login$/);
    expect(await page.textContent('[data-return-url]')).toBe('/content/pt');
  });

  it('exposes openLogin to the other widgets and refuses a foreign return URL', async () => {
    const { page } = session;
    await page.goto(session.url('/content/en'));
    await widgetsSettled(page);
    await page.evaluate(() => {
      const api = window.TransportWidgets as unknown as {
        openLogin(trigger: string, options?: { returnUrl?: string }): Promise<boolean>;
      };
      void api.openLogin('courier', { returnUrl: 'https://evil.example.net/' });
    });
    await page.waitForURL(/\/force-login\/[\w-]+\/register-courier$/);
    expect(await page.textContent('[data-return-url]')).toBe('/content/en');
  });
});

describe('notifications centre in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    // The demo hub publishes from the page's mock (`window.__twDemoHub`): the worker's demo.
    session = await openSession({}, { api: 'worker' });
  });
  afterEach(async () => {
    await session.close();
  });

  it('renders nothing on a signed-out page: no React, no UI chunk, no request', async () => {
    const { page } = session;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(session.url('/notifications/signed-out'));
    await widgetsSettled(page);
    await page.waitForTimeout(300); // let anything lazy that would start, start
    expect(
      await page.$eval('[data-tw-widget="notifications"]', (node) => [
        node.getAttribute('data-tw-state'),
        node.innerHTML,
      ]),
    ).toEqual(['mounted', '']);
    const ui = [...builtFiles('vendor-react'), ...builtFiles('notifications-ui')];
    expect(requests.filter((path) => ui.includes(path))).toEqual([]);
    expect(requests.filter((path) => path.startsWith('/api/') || path.includes('mercure'))).toEqual(
      [],
    );
    expect(session.errors).toEqual([]);
  });

  it('counts live events from the mock hub on the bell', async () => {
    const { page } = session;
    await openCentre(session, '/notifications/en');
    await page.waitForFunction(() => (window.__twDemoHub?.connections() ?? 0) > 0);
    const ids = await publish(page, 3);
    await waitForUnread(page, BASE + 3);
    expect(await page.getAttribute(BELL, 'aria-label')).toBe(`Notifications, ${BASE + 3} unread`);
    expect(await page.textContent('[data-tw-widget="notifications"] [role="status"]')).toBe(
      '3 new notifications',
    );
    const listed = await listedIds(page);
    expect(listed.slice(0, 3).sort()).toEqual([...ids].sort());
    expect(session.errors).toEqual([]);
  });

  it('resumes a dropped connection with lastEventID, losing and repeating nothing', async () => {
    const { page } = session;
    const hubUrls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/.well-known/mercure')) hubUrls.push(request.url());
    });
    await openCentre(session, '/notifications/en?scenario=dropped-stream');
    await page.waitForFunction(() => (window.__twDemoHub?.connections() ?? 0) > 0);
    const ids = await publish(page, 5);
    await waitForUnread(page, BASE + 5);
    const listed = await listedIds(page);
    expect(listed.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(await hubConnections(page)).toBeGreaterThanOrEqual(3);
    const resumed = hubUrls.slice(1).map((url) => new URL(url).searchParams.get('lastEventID'));
    expect(resumed.length).toBeGreaterThanOrEqual(2);
    expect(resumed.every((id) => id !== null && ids.includes(id))).toBe(true);
    await page.waitForTimeout(1500); // a late replay would show up as a sixth item or a wrong count
    expect(await unread(page)).toBe(BASE + 5);
    expect(session.errors).toEqual([]);
  });

  it('refreshes an expired token through /api/me and then connects', async () => {
    const { page } = session;
    const apiMe: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/me') apiMe.push(request.url());
    });
    await openCentre(session, '/notifications/en?scenario=expired-token');
    await page.waitForFunction(() => (window.__twDemoHub?.connections() ?? 0) > 0);
    expect(apiMe.length).toBeGreaterThanOrEqual(1);
    await publish(page, 1);
    await waitForUnread(page, BASE + 1);
    expect(session.consoleLines.join('\n')).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);
    // The only console line is Chromium's own note of the hub's refusal.
    expect(session.errors.filter((line) => !line.includes('status of 401'))).toEqual([]);
  });

  it('shares one hub connection between two tabs', async () => {
    const first = session.page;
    await openCentre(session, '/notifications/en', first);
    await first.waitForFunction(() => (window.__twDemoHub?.connections() ?? 0) > 0);
    const second = await session.newPage();
    await openCentre(session, '/notifications/en', second);
    await publish(second, 2); // from the follower: reaches the leader's hub, comes back over the tab relay
    await waitForUnread(first, BASE + 2);
    await waitForUnread(second, BASE + 2);
    expect((await hubConnections(first)) + (await hubConnections(second))).toBe(1);
    expect(session.errors).toEqual([]);
  });

  it('renders a burst of 100 events in a few batched updates (burst scenario)', async () => {
    const { page } = session;
    await page.goto(session.url('/notifications/en?scenario=burst'));
    await widgetsSettled(page);
    await waitForUnread(page, BASE + 100);
    const flushes = await page.evaluate(() =>
      performance
        .getEntriesByName('tw-notifications:flush')
        .map((mark) => (mark as PerformanceMark).detail as { count: number }),
    );
    expect(flushes.reduce((sum, flush) => sum + flush.count, 0)).toBe(100);
    expect(flushes.length).toBeLessThanOrEqual(5);
    expect(await page.textContent(`${BELL} [aria-hidden="true"]:not(svg)`)).toBe('99+');
    const listed = await listedIds(page);
    expect(listed).toHaveLength(50);
    expect(session.errors).toEqual([]);
  });
});
