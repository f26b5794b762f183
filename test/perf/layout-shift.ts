import type { Browser, BrowserContext, Page } from 'playwright-core';
import { newContext } from './browser';

/**
 * Cumulative layout shift of every page the demo index links, at a phone and a desktop width:
 * the widgets live in pages we do not own, so any shift they cause is the host's visitors' problem.
 * Shifts right after the visitor's own input do not count (as in the CLS definition); nothing is
 * clicked here, so every shift counted is one the widgets caused while mounting.
 */
export interface PageShift {
  path: string;
  width: number;
  cls: number;
}

const SETTLE_MS = 2500;

/** Makes every page of the context sum its layout shifts from the first paint (input-led ones aside). */
export async function recordLayoutShift(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's cumulative layout shift so far (a context set up by `recordLayoutShift`). */
export const layoutShiftOf = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __cls: number }).__cls);

export async function demoPagePaths(base: string): Promise<string[]> {
  const html = await (await fetch(`${base}/`)).text();
  // The index's hrefs are HTML: `&amp;` is the `&` the browser follows.
  const paths = [...html.matchAll(/<a href="(\/[^"#]*)"/g)].map((m) =>
    (m[1] as string).replaceAll('&amp;', '&'),
  );
  return [...new Set(['/', ...paths])];
}

export async function measureLayoutShift(browser: Browser, base: string): Promise<PageShift[]> {
  const results: PageShift[] = [];
  for (const width of [375, 1280]) {
    for (const pagePath of await demoPagePaths(base)) {
      const context = await newContext(browser, { viewport: { width, height: 800 } });
      await recordLayoutShift(context);
      const page = await context.newPage();
      await page.goto(`${base}${pagePath}`, { waitUntil: 'load' });
      await page.waitForTimeout(SETTLE_MS);
      const cls = await layoutShiftOf(page);
      results.push({ path: pagePath, width, cls });
      await context.close();
    }
  }
  return results;
}

export function layoutShiftTable(shifts: PageShift[]): string {
  const paths = [...new Set(shifts.map((s) => s.path))];
  const cell = (p: string, w: number) =>
    (shifts.find((s) => s.path === p && s.width === w)?.cls ?? NaN).toFixed(3);
  return [
    '| demo page | CLS at 375 px | CLS at 1280 px |',
    '|---|---|---|',
    ...paths.map((p) => `| \`${p}\` | ${cell(p, 375)} | ${cell(p, 1280)} |`),
  ].join('\n');
}
