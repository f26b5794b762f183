import type { Page } from 'playwright-core';

/** Records, inside the page, when `selector` first matches (mode present) and is painted. */
export async function installPaintProbe(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const w = window as unknown as { __benchPaint?: number };
    const check = () => {
      const el = document.querySelector(sel);
      if (!el || (el as HTMLElement).getBoundingClientRect().height === 0) return false;
      observer.disconnect();
      // The frame that follows the change is the one that paints it.
      requestAnimationFrame(() => {
        w.__benchPaint = performance.now();
      });
      return true;
    };
    const observer = new MutationObserver(() => void check());
    observer.observe(document, { subtree: true, childList: true, attributes: true });
  }, selector);
}

/** The probe's time (performance.now() of the page) once the selector is painted. */
export async function paintedAt(page: Page): Promise<number> {
  await page.waitForFunction(
    () => (window as unknown as { __benchPaint?: number }).__benchPaint !== undefined,
    null,
    { timeout: 30000 },
  );
  return page.evaluate(() => (window as unknown as { __benchPaint: number }).__benchPaint);
}
