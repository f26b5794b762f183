import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';

/**
 * The demo's server-side hub (fixtures/notifications/hub-server.ts): what WebKit
 * uses, since it cannot take a stream from the mock service worker. Chromium is
 * made to use it with `?hub=server`; test/e2e-engines/ runs it in WebKit itself.
 */
const BELL = '[data-tw-widget="notifications"] button[data-unread]';
const BASE = 8;

/** The connections the server's hub counted for this browser (its visitor cookie goes along). */
async function serverConnections(session: Session): Promise<number> {
  const answer = await session.context.request.get(session.url('/demo-hub/status'));
  return ((await answer.json()) as { connections: number }).connections;
}

const waitForUnread = (page: Page, count: number) =>
  page.waitForFunction(
    ([selector, expected]) =>
      document.querySelector(selector as string)?.getAttribute('data-unread') === String(expected),
    [BELL, count] as const,
  );

describe('notifications against the demo server hub', () => {
  let session: Session;
  beforeEach(async () => {
    // What WebKit's demo does: the page's mock service worker hands the stream to the server's hub.
    session = await openSession({}, { api: 'worker' });
  });
  afterEach(async () => {
    await session.close();
  });

  it('streams live events as real text/event-stream from the demo server', async () => {
    const { page } = session;
    const streams: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/.well-known/mercure'))
        streams.push(`${response.status()} ${response.headers()['content-type']}`);
    });
    await page.goto(session.url('/notifications/en?hub=server'));
    await widgetsSettled(page);
    await waitForUnread(page, BASE);
    // A new browser is a new visitor: none of the hub's connections are its until this page's.
    await expect.poll(() => serverConnections(session)).toBeGreaterThan(0);
    await page.evaluate(() => window.__twDemoHub?.publish(2));
    await waitForUnread(page, BASE + 2);
    // The worker passes the request through (its own fetch, no stream transfer) to the server's hub.
    expect(streams[0]).toBe('200 text/event-stream');
    expect(session.errors).toEqual([]);
  });
});
