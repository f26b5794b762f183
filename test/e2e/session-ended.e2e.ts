import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';

/*
 * An ended session on a real server's terms: the demo server's
 * `/faults?fault=session-expired` answers every API call and the hub as
 * Symfony's default form_login does, with a 302 to the login page, which
 * Chromium follows to a 200 with HTML; or, where the login lives on another
 * origin (single sign-on), with a 302 there, which a fetch cannot follow. Every
 * widget must read either as "log in again" (never "check your connection"):
 * the form at start-up offers the login with the way back, the bell says the
 * session ended, and nothing asks for ever.
 */

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

describe('a session that ended, on the demo server', () => {
  it.each([
    ['on this origin', 'session-expired'],
    ['on a single sign-on origin', 'sso-session-expired'],
  ])(
    'with the login %s: the form offers the login (not "Try again"), the bell says the session ended',
    async (_where, fault) => {
      const { page } = session;
      await page.goto(session.url(`/faults?fault=${fault}`));
      await widgetsSettled(page);

      const notice = page.locator('[data-tw-widget="auction-form"] [role="alert"]');
      await notice.waitFor();
      expect(await notice.getAttribute('data-failure-kind')).toBe('auth');
      expect(await notice.textContent()).toContain('Please log in');
      expect(await notice.getByRole('button', { name: 'Try again' }).count()).toBe(0);

      const bell = page.getByRole('button', { name: 'Notifications: your session has ended' });
      await bell.waitFor();
      await bell.click();
      expect(
        await page.locator('[data-tw-widget="notifications"] [role="region"]').textContent(),
      ).toContain('Your session has ended. Log in again to see your notifications.');

      // "Log in" leaves for the login with the way back to this very page.
      const formPath = await page.evaluate(() => window.location.pathname + window.location.search);
      await notice.getByRole('button', { name: 'Log in' }).click();
      await page.waitForURL(/\/force-login\/[\w-]+\/login$/);
      expect(await page.locator('[data-return-url]').textContent()).toBe(formPath);
    },
  );
});
