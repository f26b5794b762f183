import { devices, type Locator, type Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';
import { fillToSummary } from './fill-form';
import { nextFrames } from './screen-state';

/*
 * Bars fixed to the bottom of a phone screen (the mobile-app bar, the cookie
 * bar) must not cover what the customer has to press or read: the summary's
 * "Post my request" and the bottom of the notifications sheet. Each bar
 * reserves its height (core/ui/bottom-inset.ts); these tests look at what is
 * really on top at the point a finger would press.
 */

const PHONE = { ...devices['Pixel 5'], viewport: { width: 375, height: 667 } };

let session: Session | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

/** Whether the element at the given point of the viewport is `target` or inside it. */
const onTopAt = (target: Locator, x: number, y: number): Promise<boolean> =>
  target.evaluate(
    (element, [px, py]) => {
      const hit = document.elementFromPoint(px as number, py as number);
      return hit !== null && (hit === element || element.contains(hit));
    },
    [x, y],
  );

async function centreIsUncovered(page: Page, target: Locator): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) return false;
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  if (y < 0 || y > viewport.height) return false;
  return onTopAt(target, x, y);
}

describe('bottom bars leave room on a 375 px phone', () => {
  it('"Post my request" can be pressed with the mobile-app bar shown', async () => {
    session = await openSession(PHONE);
    const { page } = session;
    await fillToSummary(session.page, session.url('/form/en/'));
    // The platform's form page with the app bar: the draft brings the customer back to the summary.
    await page.goto(session.url('/form/en/summary?app-bar'));
    await widgetsSettled(page);
    const bar = page.getByRole('region', { name: 'Our mobile app' });
    await bar.waitFor({ state: 'visible' });
    const submit = page.getByRole('button', { name: 'Post my request' });
    await submit.waitFor({ state: 'visible' });
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--tw-bottom-inset'),
      ),
    ).toMatch(/^\d+px$/);

    // A keyboard (or screen-reader) user moving to it gets it scrolled above the bar, not under it.
    // The page scrolls at once (no smooth scrolling): each reading waits for the frames after it.
    await page.evaluate(() => window.scrollTo(0, 0));
    await submit.focus();
    await nextFrames(page);
    expect(await centreIsUncovered(page, submit)).toBe(true);
    await submit.evaluate((button) => button.scrollIntoView({ block: 'end' }));
    await nextFrames(page);
    expect(await centreIsUncovered(page, submit)).toBe(true);
    // As far down as the page goes, the form's last line ends above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await nextFrames(page);
    const formEnd = await page.locator('[data-tw-widget="auction-form"]').evaluate((form) => {
      const last = [...form.querySelectorAll('p, li, button, a, h2, h3')].at(-1);
      return last?.getBoundingClientRect().bottom ?? Infinity;
    });
    const barTop = (await bar.boundingBox())?.y ?? 0;
    expect(formEnd).toBeLessThanOrEqual(barTop);

    // Closing the bar gives the room back.
    await bar.getByRole('button', { name: 'Close the app banner' }).click();
    expect(
      await page.evaluate(() =>
        document.documentElement.style.getPropertyValue('--tw-bottom-inset'),
      ),
    ).toBe('');
    expect(session.errors).toEqual([]);
  });

  it.each([
    ['sheet on a 375 px phone', { width: 375, height: 667 }],
    ['dropdown on a 1280 px screen', { width: 1280, height: 900 }],
    ['dropdown on a short 1280 px screen', { width: 1280, height: 640 }],
  ])('the notifications %s ends above the cookie bar', async (_label, viewport) => {
    session = await openSession({ viewport });
    const { page } = session;
    await page.goto(session.url('/content/en'));
    await widgetsSettled(page);
    const cookieBar = page.locator('[data-tw-widget="cookie-bar"] [role="region"]');
    await cookieBar.waitFor({ state: 'visible' });
    await page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
    const panel = page.locator('[data-tw-widget="notifications"] [role="region"]').first();
    await panel.waitFor({ state: 'visible' });
    const panelBox = await panel.boundingBox();
    const barBox = await cookieBar.boundingBox();
    expect(panelBox && barBox).toBeTruthy();
    expect(panelBox!.y + panelBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
    // The sheet's last line is on top where a finger would press it.
    expect(
      await onTopAt(panel, panelBox!.x + panelBox!.width / 2, panelBox!.y + panelBox!.height - 6),
    ).toBe(true);
  });
});
