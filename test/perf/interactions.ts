import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { PAINTED_MARK, traced } from './trace-window';

const MAPS = path.resolve(import.meta.dirname, '../../dist-sourcemaps');
const consumers = new Map<string, SourceMapConsumer | null>();

/** A minified /build/ position as its TypeScript source position (the hidden source maps of the build). */
function original(url: string, line: number, column: number): string | null {
  const file = url.split('/build/')[1];
  if (!file) return null;
  if (!consumers.has(file)) {
    const map = path.join(MAPS, `${file}.map`);
    consumers.set(
      file,
      existsSync(map) ? new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8'))) : null,
    );
  }
  const position = consumers.get(file)?.originalPositionFor({ line, column });
  if (!position?.source) return null;
  return `${position.name ?? '?'} ${position.source.replace(/^webpack:\/\/[^/]*\//, '')}:${position.line}`;
}

/** Interactions timed by the benchmark, each from the user's input to the next paint. */
export interface Interaction {
  id: string;
  label: string;
  floor?: string;
  budget?: { ratio?: number; ms?: number };
  /**
   * Where it runs: the demo server in its production-like API mode (`server`, the default), in the
   * mock worker's mode (`worker`), or the bench's own floor pages (`floor`).
   */
  api?: 'server' | 'worker' | 'floor';
  measure(
    context: BrowserContext,
    base: string,
    throttledPage: (context: BrowserContext) => Promise<Page>,
  ): Promise<number>;
}

/** Time from an input event's timestamp to the frame after its DOM change (the paint that shows it). */
async function installInputProbe(page: Page, eventType: string): Promise<void> {
  await page.evaluate(
    ([type, painted]) => {
      const w = window as unknown as { __benchInput?: Promise<number> };
      w.__benchInput = new Promise<number>((resolve) => {
        document.addEventListener(
          type,
          (event) => {
            const start = event.timeStamp;
            // rAF runs just before the frame is painted; a timer set there fires once it is painted.
            // A timer, not a posted message: Chromium runs the timers set in that frame's rAF before
            // a message posted there, so a message would wait for whatever the page put off until
            // after the paint (a store taking the keystroke after its frame) and time that too. This
            // listener's rAF runs first, so its timer is the first task after the paint.
            requestAnimationFrame(() => {
              setTimeout(() => {
                performance.mark(painted);
                resolve(performance.now() - start);
              }, 0);
            });
          },
          { capture: true, once: true },
        );
      });
    },
    [eventType, PAINTED_MARK] as const,
  );
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/**
 * `BENCH_TRACE=1`: a CPU profile of the page (Chromium's profiler over CDP) around one
 * interaction, printed as the functions with the most self time: what the keystroke really runs.
 */
async function profiled<T>(page: Page, run: () => Promise<T>): Promise<T> {
  if (process.env.BENCH_TRACE !== '1') return run();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const result = await run();
  const { profile } = (await cdp.send('Profiler.stop')) as {
    profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
  };
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)),
  );
  const byFunction = new Map<string, number>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    const name =
      original(url, lineNumber + 1, columnNumber) ??
      `${functionName || '(anonymous)'} ${url.split('/').pop() ?? ''}:${lineNumber + 1}:${columnNumber + 1}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + (self.get(node.id) ?? 0));
  }
  const top = [...byFunction.entries()]
    .filter(([name]) => !name.startsWith('(idle)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.BENCH_TOP ?? 20));
  const busy = [...byFunction.entries()]
    .filter(([name]) => !name.startsWith('(idle)'))
    .reduce((sum, [, us]) => sum + us, 0);
  const byFile = new Map<string, number>();
  for (const [name, us] of byFunction) {
    const file =
      name
        .split(' ')
        .pop()
        ?.replace(/:\d+(:\d+)?$/, '') ?? name;
    byFile.set(file, (byFile.get(file) ?? 0) + us);
  }
  const files = [...byFile.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  console.info(
    `CPU profile: ${(busy / 1000).toFixed(1)} ms busy (program = browser work outside JS). By file:\n${files.map(([file, us]) => `  ${(us / 1000).toFixed(1).padStart(7)}  ${file}`).join('\n')}`,
  );
  console.info(
    `CPU profile (self time, ms):\n${top.map(([name, us]) => `  ${(us / 1000).toFixed(1).padStart(7)}  ${name}`).join('\n')}`,
  );
  return result;
}

const readProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchInput: Promise<number> }).__benchInput);

/** A keystroke in the page's first text field, timed from keydown to the paint that shows it. */
async function keystrokeIn(page: Page, field: ReturnType<Page['locator']>): Promise<number> {
  await field.waitFor({ state: 'visible', timeout: 30000 });
  await field.click();
  await page.waitForTimeout(300);
  await installInputProbe(page, 'keydown');
  return traced(page, 'keydown', () =>
    profiled(page, async () => {
      await page.keyboard.press('7');
      return readProbe(page);
    }),
  );
}

/**
 * The floors of the keystroke, timed the same way on the bench's own pages: what any field costs
 * on this machine, so the form's figure reads as a ratio as well as in milliseconds.
 */
const KEYSTROKE_FLOORS: Interaction[] = [
  {
    id: 'floor-keystroke-vanilla',
    label: 'floor: keystroke in a plain input (no script on its path)',
    api: 'floor',
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/floor/floor-keystroke-vanilla.html`);
      return keystrokeIn(page, page.locator('input'));
    },
  },
  {
    id: 'floor-keystroke-react-rtk',
    label: 'floor: keystroke in a React input controlled by an RTK store',
    api: 'floor',
    floor: 'floor-keystroke-vanilla',
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/floor/floor-keystroke-react-rtk.html`);
      return keystrokeIn(page, page.locator('input'));
    },
  },
];

const ROUTE_STEP = '/edit-auction/4242/routes-dates?locale=en';
const DETAILS_STEP = '/edit-auction/4242/details?locale=en';
const DETAILS_HEADING = 'tw-details-about-heading';

const continueButton = (page: Page) =>
  page
    .locator('[data-tw-widget="auction-form"]')
    .getByRole('button', { name: 'Continue', exact: true });

/**
 * Time from the next click's timestamp to the frame after `selector` matches a rendered element
 * (`present`) or no longer does (`!present`): how long a click takes to show its result. Rendered,
 * not only in the DOM: a screen built ahead sits in the DOM hidden (`display: none`) until the
 * click reveals it, with a change of its `style` attribute and no node added.
 */
async function installClickProbe(page: Page, selector: string, present: boolean): Promise<void> {
  await page.evaluate(
    ([sel, wanted]) => {
      const w = window as unknown as { __benchClick?: Promise<number> };
      w.__benchClick = new Promise<number>((resolve) => {
        document.addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp;
            const rendered = () => {
              const node = document.querySelector(sel);
              return node !== null && node.checkVisibility();
            };
            const done = () => {
              if (rendered() !== wanted) return false;
              requestAnimationFrame(() => resolve(performance.now() - start));
              return true;
            };
            if (done()) return;
            const observer = new MutationObserver(() => {
              if (done()) observer.disconnect();
            });
            observer.observe(document.body, {
              subtree: true,
              childList: true,
              attributeFilter: ['style', 'hidden', 'class'],
            });
          },
          { capture: true, once: true },
        );
      });
    },
    [selector, present] as const,
  );
}

const readClickProbe = (page: Page) =>
  page.evaluate(() => (window as unknown as { __benchClick: Promise<number> }).__benchClick);

/** The step-change probe: until the details screen's heading is rendered. */
const installStepProbe = (page: Page) => installClickProbe(page, `#${DETAILS_HEADING}`, true);

/** The page as rendered, without its scripts: what the browser alone lays out and paints. */
async function staticSnapshot(page: Page): Promise<{ document: string; widget: string }> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const clone = document.documentElement.cloneNode(true) as HTMLElement;
    clone
      .querySelectorAll('script, meta[http-equiv], link[as="script"], link[rel="modulepreload"]')
      .forEach((node) => node.remove());
    return {
      document: `<!DOCTYPE html>${clone.outerHTML}`,
      widget: document.querySelector('[data-tw-widget="auction-form"]')?.innerHTML ?? '',
    };
  });
}

/**
 * The floor of the step change: the route step's page as the form rendered it, with no script,
 * where a click on Continue writes the details step's markup (as the form rendered it) into the
 * form in one `innerHTML`; what the browser alone spends on the new screen's style, layout and
 * paint on this machine, timed like the form's own step change.
 */
const STEP_FLOOR: Interaction = {
  id: 'floor-step-dom',
  label: "floor: the details screen's markup written in one innerHTML (no app script)",
  async measure(context, base, throttledPage) {
    const capture = await context.newPage();
    await capture.goto(`${base}${DETAILS_STEP}`);
    await capture.locator(`#${DETAILS_HEADING}`).waitFor({ timeout: 30000 });
    const details = (await staticSnapshot(capture)).widget;
    await capture.goto(`${base}${ROUTE_STEP}`);
    await continueButton(capture).waitFor({ state: 'visible', timeout: 30000 });
    const route = (await staticSnapshot(capture)).document;
    await capture.close();
    const page = await throttledPage(context);
    const url = `${base}/__bench/step-floor`;
    await page.route(url, (request) =>
      request.fulfill({ contentType: 'text/html; charset=utf-8', body: route }),
    );
    await page.goto(url);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const next = continueButton(page);
    await page.evaluate((markup) => {
      const widget = document.querySelector('[data-tw-widget="auction-form"]') as HTMLElement;
      widget.addEventListener('click', (event) => {
        if ((event.target as Element).closest('button')?.textContent?.trim() === 'Continue')
          widget.innerHTML = markup;
      });
    }, details);
    await installStepProbe(page);
    await next.click();
    return readClickProbe(page);
  },
};

/**
 * The form interactions use the edit page of fixture auction 4242 (valid
 * route and dates, one item), so no typing is needed to reach a step.
 */
export const INTERACTIONS: Interaction[] = [
  ...KEYSTROKE_FLOORS,
  STEP_FLOOR,
  {
    id: 'keystroke',
    label: 'keystroke in an item field → next paint',
    floor: 'floor-keystroke-react-rtk',
    budget: { ms: 16 },
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/edit-auction/4242/details?locale=en`);
      // An item's own field (its definitions load after the screen): not the total weight, which
      // may come first in the DOM before the items' fields are in, and has other work on its path.
      return keystrokeIn(
        page,
        page
          .locator('[data-tw-widget="auction-form"] [data-field] input[inputmode="decimal"]')
          .first(),
      );
    },
  },
  {
    id: 'step-change',
    label: 'Next on the route step → details painted',
    floor: 'floor-step-dom',
    budget: { ms: 100 },
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}${ROUTE_STEP}`);
      const next = continueButton(page);
      await next.waitFor({ state: 'visible', timeout: 30000 });
      // Let the route step settle as it does for a customer who types an address or two: the details
      // chunk is fetched when the browser is idle, then built ahead at React's lowest priority. Two
      // idle callbacks in a row come only once no task (a React slice included) is left.
      await page.waitForLoadState('networkidle');
      await page.evaluate(
        () =>
          new Promise<void>((resolve) =>
            requestIdleCallback(() => requestIdleCallback(() => resolve())),
          ),
      );
      await page.waitForTimeout(500);
      await installStepProbe(page);
      return profiled(page, async () => {
        await next.click();
        return readClickProbe(page);
      });
    },
  },
  {
    id: 'b-click',
    label: 'first visit: "Accept all" clicked once painted → bar gone',
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/content/en?guest`);
      // The first button of the bar as painted, most likely the build's markup before React: the
      // click is held until React has adopted the bar, then given back (src/core/ui/static-markup.ts).
      const accept = page.locator('[data-tw-widget="cookie-bar"] button').first();
      await accept.waitFor({ state: 'visible', timeout: 30000 });
      await installClickProbe(page, '[data-tw-widget="cookie-bar"] [role="region"]', false);
      await accept.click();
      return readClickProbe(page);
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
