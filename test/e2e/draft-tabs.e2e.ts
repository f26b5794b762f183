import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';
import { chooseTablesAndChairs, fillRoute } from './fill-form';

/*
 * Two tabs of one draft in one browser, with Chromium's own Web Locks and BroadcastChannel: the tab
 * that opened the draft first holds it and saves it; the second shows it, takes no input and says
 * so; "Continue here" moves the draft over with the first tab's last change, and the first tab then
 * says so in turn. Nothing typed in either tab is lost to the other's writes.
 */

const DRAFT_KEY = 'persist:auction-form:addNew';
const HELD_ELSEWHERE = 'This request is open in another tab';

const description = (page: Page) => page.getByRole('textbox', { name: 'Description' });
const notice = (page: Page) => page.getByRole('status').filter({ hasText: HELD_ELSEWHERE });

/** Whether the description takes no input (it sits inside an inert subtree). */
const screenInert = (page: Page) =>
  description(page).evaluate((field) => field.closest('[inert]') !== null);

/** The saved draft holds `text` (waits for the idle write). */
const savedWith = (page: Page, text: string) =>
  page.waitForFunction(([key, wanted]) => (localStorage.getItem(key) ?? '').includes(wanted), [
    DRAFT_KEY,
    text,
  ] as const);

describe('two tabs of one draft', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('the second tab shows the draft held by the first; continuing there brings the last change along, both ways', async () => {
    const a = session.page;
    await a.goto(session.url('/form/en/'));
    await widgetsSettled(a);
    await chooseTablesAndChairs(a);
    await fillRoute(a);
    await a.getByRole('button', { name: 'Continue' }).click();
    await a.waitForURL(/\/details(\?|$)/);
    await description(a).fill('Third floor, no lift');
    await savedWith(a, 'Third floor, no lift');

    const b = await session.newPage();
    await b.goto(session.url('/form/en/'));
    await widgetsSettled(b);
    await notice(b).waitFor();
    expect(await screenInert(b)).toBe(true);
    expect(await screenInert(a)).toBe(false);
    await expect(description(b).inputValue()).resolves.toBe('Third floor, no lift');

    // A types on; B continues at once, before A's idle write could have run.
    await description(a).fill('Third floor, no lift, narrow stairs');
    await notice(b).getByRole('button', { name: 'Continue here' }).click();
    await notice(b).waitFor({ state: 'detached' });
    await b.waitForURL(/\/details(\?|$)/);
    await expect(description(b).inputValue()).resolves.toBe('Third floor, no lift, narrow stairs');
    await notice(a).waitFor();
    expect(await screenInert(a)).toBe(true);
    expect(await screenInert(b)).toBe(false);

    // B saves now; A's screen takes nothing.
    await description(b).fill('Third floor, no lift, narrow stairs, piano');
    await savedWith(b, 'narrow stairs, piano');

    // And back to A, with B's change.
    await notice(a).getByRole('button', { name: 'Continue here' }).click();
    await notice(a).waitFor({ state: 'detached' });
    await expect(description(a).inputValue()).resolves.toBe(
      'Third floor, no lift, narrow stairs, piano',
    );
    await notice(b).waitFor();
    expect(session.errors).toEqual([]);
  });
});
