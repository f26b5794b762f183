import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';
import { screenIsSettled, screenSettled } from './screen-state';

/*
 * The browser tests' wait for a settled screen, on the state that made it wait forever on a busy
 * machine: the details screen rendered ahead on the route step (hidden) while the price estimate
 * was pending. React keeps a hidden screen's markup as it was rendered and its store subscriptions
 * off until it is shown, so that screen still says "working out" once the store has the figure.
 */

let session: Session;
beforeAll(async () => {
  session = await openSession({ viewport: { width: 375, height: 800 } });
});
afterAll(async () => {
  await session.close();
});

describe('a settled screen', () => {
  it('is not held by a hidden screen rendered ahead, which shows the figure once revealed', async () => {
    const { page } = session;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/prediction/**', async (route) => {
      await released;
      await route.continue();
    });
    const asked = page.waitForRequest('**/api/prediction/**');
    await page.goto(session.url('/edit-auction/4242/routes-dates?locale=en'));
    await widgetsSettled(page);
    await asked;
    const hiddenBusy = page.locator('[data-tw-widget] [aria-busy="true"]', {
      has: page.getByTestId('estimate-skeleton'),
    });
    await hiddenBusy.waitFor({ state: 'attached' });
    expect(await hiddenBusy.isVisible()).toBe(false);
    expect(await page.evaluate(screenIsSettled)).toBe(true);

    const answered = page.waitForResponse('**/api/prediction/**');
    release();
    await answered;
    await screenSettled(page);
    // The hidden screen still holds its last render: it is what a wait on all markup would wait for.
    expect(await hiddenBusy.count()).toBe(1);

    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByTestId('estimate-value').waitFor();
    expect(await page.getByTestId('estimate-skeleton').count()).toBe(0);
  });
});
