import type { Page } from 'playwright-core';

type Probed = { __benchPaints?: Record<string, number> };

/**
 * Records, inside the page, when `selector` first matches (mode present) and is painted, under
 * `name`: one load can record several moments (the cookie bar painted, then interactive).
 */
export async function installPaintProbe(
  page: Page,
  selector: string,
  name = 'painted',
): Promise<void> {
  await page.addInitScript(
    ([sel, key]) => {
      const w = window as unknown as Probed;
      const check = () => {
        const el = document.querySelector(sel);
        if (!el || (el as HTMLElement).getBoundingClientRect().height === 0) return false;
        observer.disconnect();
        // The frame that follows the change is the one that paints it.
        requestAnimationFrame(() => {
          w.__benchPaints = { ...w.__benchPaints, [key]: performance.now() };
        });
        return true;
      };
      const observer = new MutationObserver(() => void check());
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    },
    [selector, name] as const,
  );
}

/** The probe's time (performance.now() of the page) once what `name` watches is painted. */
export async function paintedAt(page: Page, name = 'painted'): Promise<number> {
  await page.waitForFunction(
    (key) => (window as unknown as Probed).__benchPaints?.[key] !== undefined,
    name,
    { timeout: 30000 },
  );
  return page.evaluate((key) => (window as unknown as Probed).__benchPaints?.[key] as number, name);
}
