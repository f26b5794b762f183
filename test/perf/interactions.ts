import type { BrowserContext, Page } from 'playwright-core';

/** Interactions timed by the benchmark, each from the user's input to the next paint. */
export interface Interaction {
  id: string;
  label: string;
  floor?: string;
  budget?: { ratio?: number; ms?: number };
  /** The demo server's API mode it needs; production-like (`server`) unless it needs the mock worker. */
  api?: 'server' | 'worker';
  measure(
    context: BrowserContext,
    base: string,
    throttledPage: (context: BrowserContext) => Promise<Page>,
  ): Promise<number>;
}

/** Time from an input event's timestamp to the frame after its DOM change (the paint that shows it). */
async function installInputProbe(page: Page, eventType: string): Promise<void> {
  await page.evaluate((type) => {
    const w = window as unknown as { __benchInput?: Promise<number> };
    w.__benchInput = new Promise<number>((resolve) => {
      document.addEventListener(
        type,
        (event) => {
          const start = event.timeStamp;
          // rAF runs just before the frame is painted; the macrotask after it runs once it is painted.
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => resolve(performance.now() - start);
            channel.port2.postMessage(null);
          });
        },
        { capture: true, once: true },
      );
    });
  }, eventType);
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchInput: Promise<number> }).__benchInput);

/**
 * The form interactions use the edit page of fixture auction 4242 (valid
 * route and dates, one item), so no typing is needed to reach a step.
 */
export const INTERACTIONS: Interaction[] = [
  {
    id: 'keystroke',
    label: 'keystroke in an item field → next paint',
    budget: { ms: 16 },
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/edit-auction/4242/details?locale=en`);
      const field = page
        .locator('[data-tw-widget="auction-form"] input[inputmode="decimal"]')
        .first();
      await field.waitFor({ state: 'visible', timeout: 30000 });
      await field.click();
      await page.waitForTimeout(300);
      await installInputProbe(page, 'keydown');
      await page.keyboard.press('7');
      return readProbe(page);
    },
  },
  {
    id: 'step-change',
    label: 'Next on the route step → details painted',
    budget: { ms: 100 },
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/edit-auction/4242/routes-dates?locale=en`);
      const next = page
        .locator('[data-tw-widget="auction-form"]')
        .getByRole('button', { name: 'Continue', exact: true });
      await next.waitFor({ state: 'visible', timeout: 30000 });
      // Let lazy chunks settle (the details chunk is prefetched when the browser is idle).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(500);
      await page.evaluate(() => {
        const w = window as unknown as { __benchStep?: Promise<number> };
        w.__benchStep = new Promise<number>((resolve) => {
          document.addEventListener(
            'click',
            (event) => {
              const start = event.timeStamp;
              const done = () => {
                if (!document.getElementById('tw-details-about-heading')) return false;
                requestAnimationFrame(() => resolve(performance.now() - start));
                return true;
              };
              if (done()) return;
              const observer = new MutationObserver(() => {
                if (done()) observer.disconnect();
              });
              observer.observe(document.body, { subtree: true, childList: true });
            },
            { capture: true, once: true },
          );
        });
      });
      await next.click();
      return page.evaluate(
        () => (window as unknown as { __benchStep: Promise<number> }).__benchStep,
      );
    },
  },
  {
    id: 'burst',
    label: 'burst of 100 notifications → count painted',
    // The page publishes through the mock worker's hub (window.__twDemoHub).
    api: 'worker',
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/bench/notifications-burst`);
      await page
        .locator('[data-bench="burst-done"]')
        .waitFor({ state: 'attached', timeout: 30000 });
      return page.evaluate(() =>
        Number(document.querySelector('[data-bench="burst-done"]')?.getAttribute('data-ms')),
      );
    },
  },
];
