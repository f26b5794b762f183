import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { recordFigure } from '../tools/reliability';
import { openSession, type Session } from './browser';

/*
 * The faults real servers produce, on the demo's /faults page (the
 * demo server answers the API and the hub itself, see
 * fixtures/demo/pages/faults.page.ts): Retry-After, Symfony's HttpOnly hub
 * cookie, a hub that replays then drops, malformed shapes, decimal strings.
 */

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

interface Stats {
  api: number;
  me: number;
  hub: number;
  hubWithCookie: number;
}

async function stats(page: Page): Promise<Stats> {
  return page.evaluate(async () => (await fetch('/faults/stats')).json() as Promise<Stats>);
}

async function openFault(fault: string): Promise<Page> {
  const page = await session.newPage();
  await page.goto(session.url(`/faults?fault=${fault}`));
  await page.evaluate(() => fetch('/faults/reset'));
  await page.reload();
  return page;
}

beforeEach(async () => {
  await session.context.clearCookies();
});

describe('fault page', () => {
  it('Retry-After: 60 shows the failure and "Try again" within the API time-out, not after minutes', async (context) => {
    const page = await openFault('retry-after');
    const started = Date.now();
    await page.getByRole('button', { name: 'Try again' }).first().waitFor({ timeout: 8000 });
    const took = Date.now() - started;
    expect(took).toBeLessThan(8000);
    recordFigure(context, {
      group: 'Faults',
      label: '503 with Retry-After: 60, time to "Try again" (API time-out 2 s)',
      value: took,
      unit: 'ms',
    });
    await page.close();
  });

  it('HttpOnly hub cookie: the feed connects with the cookie and asks /api/me once', async () => {
    const page = await openFault('httponly-hub');
    await page.waitForTimeout(6000);
    const seen = await stats(page);
    expect(seen.hubWithCookie).toBeGreaterThanOrEqual(1);
    expect(seen.me).toBeLessThanOrEqual(2);
    await page.close();
  });

  it('a hub that replays then drops is reconnected with a growing backoff', async (context) => {
    const page = await openFault('replay-drop');
    await page.waitForTimeout(6000);
    const seen = await stats(page);
    recordFigure(context, {
      group: 'Faults',
      label: 'hub that replays then drops, connections in 6 s',
      value: seen.hub,
      unit: 'connections',
    });
    // A reset on every message reconnected every ~0.75 s (8 in 6 s); the growing backoff, 4 at most.
    expect(seen.hub).toBeGreaterThanOrEqual(2);
    expect(seen.hub).toBeLessThanOrEqual(5);
    await page.close();
  });

  it('malformed shapes: the panel says so and offers "Try again", never an empty list', async () => {
    const page = await openFault('malformed-shapes');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Your notifications could not be loaded.').waitFor({ timeout: 8000 });
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBeGreaterThan(0);
    await page.close();
  });

  it('decimal strings: counts and ids sent as text are read as numbers', async () => {
    const page = await openFault('decimal-strings');
    await page.getByRole('button', { name: 'Notifications, 3 unread' }).waitFor({ timeout: 8000 });
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByText('Offer of 45.50 EUR').waitFor({ timeout: 8000 });
    // `"viewed": "0"` is false: the entry is listed as unread.
    const entry = page.getByRole('listitem').filter({ hasText: 'Offer of 45.50 EUR' });
    expect(await entry.textContent()).toContain('(unread)');
    await page.close();
  });
});
