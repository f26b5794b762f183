import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSession, pageErrorsButMockWorker, widgetsSettled, type Session } from './browser';
import { chooseTablesAndChairs, fillRoute } from './fill-form';
import { DRAFT_KEY } from './localized-draft';

/**
 * Drafts on a shared browser (docs/security.md): several accounts use one browser, so one
 * localStorage, and the form's draft key names no one. The demo's form page is an account's with
 * `?user=<id>` (the meta tag's `data-user-id`), a visitor's without.
 */

const formOf = (session: Session, user: string | null): string =>
  session.url(user === null ? '/form/en/' : `/form/en/?user=${user}`);

/** The stored draft as this browser holds it (null when there is none). */
const storedDraft = (page: Page): Promise<string | null> =>
  page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

/** Every value of this origin's localStorage, joined: what any script on the page could read. */
const everythingStored = (page: Page): Promise<string> =>
  page.evaluate(() => Object.values(localStorage).join('\n'));

/**
 * Waits until the draft is saved as `owner`'s (the stored `_owner`, JSON in JSON: `"\"42\""`,
 * `"null"`) with every one of `places` in its addresses. The save waits for an idle moment, and a
 * route is saved place by place: only the stored value says when the last one was.
 */
async function draftSavedAs(
  page: Page,
  owner: string | null,
  places: readonly string[],
): Promise<void> {
  await page.waitForFunction(
    ([key, ownerJson, texts]) => {
      const raw = localStorage.getItem(key as string);
      if (raw === null) return false;
      const saved = JSON.parse(raw) as Record<string, string | undefined>;
      return (
        saved._owner === ownerJson &&
        (texts as string[]).every((text) => (saved.addresses ?? '').includes(text))
      );
    },
    [DRAFT_KEY, JSON.stringify(owner), places] as const,
  );
}

/** What the form's first read of the draft key found, and what the key held right after it. */
interface DraftRead {
  found: string | null;
  after?: string | null;
}

/**
 * Notes, in every document the page opens from now on, what the first read of the draft key found
 * and what the key held right after it (a microtask later). A fresh form removes the key itself on
 * its first save (a draft on the category step is not kept), a moment after it started: only this
 * tells a draft deleted when it was read, as docs/security.md says, from one left in storage until
 * then.
 */
async function watchDraftRead(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const read = Storage.prototype.getItem;
    const seen = window as { draftRead?: DraftRead };
    Storage.prototype.getItem = function getItem(this: Storage, name: string) {
      const value = read.call(this, name);
      if (name === key && seen.draftRead === undefined) {
        const note: DraftRead = { found: value };
        seen.draftRead = note;
        queueMicrotask(() => {
          note.after = read.call(this, key);
        });
      }
      return value;
    };
  }, DRAFT_KEY);
}

/** What `watchDraftRead` noted in this document. */
const draftRead = (page: Page): Promise<DraftRead | undefined> =>
  page.evaluate(() => (window as { draftRead?: DraftRead }).draftRead);

const pageErrors = (session: Session): string[] => pageErrorsButMockWorker(session.errors);

/** Opens the form page as `user` (null: a visitor) and waits for its widgets. */
async function openForm(session: Session, user: string | null): Promise<void> {
  await session.page.goto(formOf(session, user));
  await widgetsSettled(session.page);
}

/** The step the form started on, once it has one and nothing is loading (`data-form-step`). */
async function startedStep(page: Page): Promise<string | null> {
  const shell = page.locator('[data-tw-widget="auction-form"] [data-form-step]');
  await page.waitForFunction(() => {
    const node = document.querySelector('[data-tw-widget="auction-form"] [data-form-step]');
    return (
      node?.getAttribute('data-form-step') !== '' && node?.getAttribute('aria-busy') === 'false'
    );
  });
  return shell.getAttribute('data-form-step');
}

/** The form opened fresh: the category step, nothing of a draft's route on the page. */
async function expectFreshForm(page: Page, places: readonly string[]): Promise<void> {
  expect(await startedStep(page)).toBe('categorySelection');
  await page.waitForURL(/\/form\/en\/category(\?|$)/);
  await page.getByRole('button', { name: /^Furniture/ }).waitFor();
  const text = await page.locator('[data-tw-widget="auction-form"]').innerText();
  for (const place of places) expect(text).not.toContain(place);
}

/** The form reopened the draft's route step, its pickup place as the draft saved it. */
async function expectRestoredRoute(page: Page, place: string): Promise<void> {
  expect(await startedStep(page)).toBe('route');
  await page.waitForURL(/\/form\/en\/routes-dates(\?|$)/);
  const pickup = page.getByRole('combobox', { name: 'Pickup place' });
  await pickup.waitFor();
  expect(await pickup.inputValue()).toContain(place);
}

/**
 * Fills the category and the route as `user`, and waits until that draft is saved as theirs. Places
 * are typed as `route`; the draft and the screen hold the suggestions' names, `saved`.
 */
async function fillDraft(
  session: Session,
  user: string | null,
  route: { from: string; to: string },
  saved: readonly string[],
): Promise<void> {
  await openForm(session, user);
  await chooseTablesAndChairs(session.page);
  await fillRoute(session.page, route);
  await draftSavedAs(session.page, user, saved);
}

describe('drafts on a shared browser: whose draft the form page restores', () => {
  // One context for every case: the accounts share its localStorage, as on a shared computer.
  let session: Session;
  beforeAll(async () => {
    session = await openSession();
  });
  afterAll(async () => {
    await session.close();
  });
  beforeEach(async () => {
    // Each case starts from an empty browser, on a page without the form (an open form would
    // write its draft back as it leaves).
    await session.page.goto(session.url('/'));
    await session.page.evaluate(() => localStorage.clear());
    session.errors.length = 0;
  });

  it("account 43 gets a fresh form and 42's draft is deleted, so 42 gets a fresh form too", async () => {
    const { page } = session;
    await fillDraft(session, '42', { from: 'Warsz', to: 'Krak' }, ['Warszawa', 'Kraków']);
    expect(await everythingStored(page)).toContain('Kraków');

    await watchDraftRead(page);
    await openForm(session, '43');
    await expectFreshForm(page, ['Warszawa', 'Kraków']);
    // 43's form found 42's draft and deleted it as it read it, before saving anything of its own.
    const read = await draftRead(page);
    expect(read?.found).toContain('Warszawa');
    expect({ deletedWhenRead: read?.after === null }).toEqual({ deletedWhenRead: true });
    expect(await storedDraft(page)).toBeNull();
    const stored = await everythingStored(page);
    for (const text of ['Warsz', 'Krak']) expect(stored).not.toContain(text);

    // 42 back on the same browser: the draft is gone, not merely kept from 43.
    await openForm(session, '42');
    await expectFreshForm(page, ['Warszawa', 'Kraków']);
    expect(await storedDraft(page)).toBeNull();
    await chooseTablesAndChairs(page);
    expect(await page.getByRole('combobox', { name: 'Pickup place' }).inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Delivery place' }).inputValue()).toBe('');
    expect(pageErrors(session)).toEqual([]);
  });

  it('a visitor’s draft is restored to the account that logs in, and saved as its own', async () => {
    const { page } = session;
    await fillDraft(session, null, { from: 'Lyon', to: 'Milano' }, ['Lyon', 'Milano']);

    await openForm(session, '42');
    await expectRestoredRoute(page, 'Lyon');
    expect(await page.getByRole('combobox', { name: 'Delivery place' }).inputValue()).toContain(
      'Milano',
    );
    // Adopted: from now on the stored draft names account 42.
    await draftSavedAs(page, '42', ['Lyon', 'Milano']);

    // So it is no longer anyone's: account 43 gets a fresh form.
    await openForm(session, '43');
    await expectFreshForm(page, ['Lyon', 'Milano']);
    expect(await storedDraft(page)).toBeNull();
    expect(pageErrors(session)).toEqual([]);
  });

  it('an account’s draft is restored to that account, and to no visitor after it signs out', async () => {
    const { page } = session;
    await fillDraft(session, '42', { from: 'Warsz', to: 'Krak' }, ['Warszawa', 'Kraków']);

    await page.reload();
    await widgetsSettled(page);
    await expectRestoredRoute(page, 'Warszawa');
    expect(await page.getByRole('combobox', { name: 'Delivery place' }).inputValue()).toContain(
      'Kraków',
    );
    // Still stored as 42's after the restore.
    await draftSavedAs(page, '42', ['Warszawa', 'Kraków']);

    // 42 signs out: a visitor on the same browser gets a fresh form, and the draft is deleted.
    await openForm(session, null);
    await expectFreshForm(page, ['Warszawa', 'Kraków']);
    expect(await storedDraft(page)).toBeNull();
    expect(pageErrors(session)).toEqual([]);
  });
});
