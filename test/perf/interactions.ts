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
  /** Other floors that explain this figure, run whenever it runs (`BENCH_ONLY`) and printed beside it. */
  alongside?: string[];
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

/** The Prioritized Task Scheduling API's scheduler (Chromium), not yet in TypeScript's DOM types. */
interface PostTaskScheduler {
  postTask(callback: () => void, options: { priority: 'user-blocking' }): Promise<void>;
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
            // rAF runs just before the frame is painted; the first task after it marks the paint.
            // That task is a user-blocking postTask: Chromium runs it before the page's own timers
            // and messages (a store taking the keystroke after its frame) and before the other
            // tasks a timer set there waited behind (traces showed 2-12 ms of them between the
            // frame and the timer, on floors and form alike). Without postTask, a timer.
            requestAnimationFrame(() => {
              const done = () => {
                performance.mark(painted);
                resolve(performance.now() - start);
              };
              const { scheduler } = window as unknown as { scheduler?: PostTaskScheduler };
              if (scheduler?.postTask) void scheduler.postTask(done, { priority: 'user-blocking' });
              else setTimeout(done, 0);
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
      // The key goes down, its character is painted, then it comes up: a customer's key stays down
      // for tens of milliseconds, so the keyup's handlers are not on the character's path.
      await page.keyboard.down('7');
      const painted = await readProbe(page);
      await page.keyboard.up('7');
      return painted;
    }),
  );
}

/** A keystroke floor: a page of the bench's own (`floors/<id>.tsx`) holding one input. */
const keystrokeFloor = (id: string, label: string, floor?: string): Interaction => ({
  id,
  label,
  api: 'floor',
  ...(floor ? { floor } : {}),
  async measure(context, base, throttledPage) {
    const page = await throttledPage(context);
    await page.goto(`${base}/floor/${id}.html`);
    return keystrokeIn(page, page.locator('input'));
  },
});

/**
 * The floors of the keystroke, timed the same way on the bench's own pages: what any field costs
 * on this machine, so the form's figure reads as a ratio as well as in milliseconds.
 */
const KEYSTROKE_FLOORS: Interaction[] = [
  keystrokeFloor(
    'floor-keystroke-vanilla',
    'floor: keystroke in a plain input (no script on its path)',
  ),
  keystrokeFloor(
    'floor-keystroke-react-uncontrolled',
    'floor: keystroke in an input React rendered but does not control (no handler)',
    'floor-keystroke-vanilla',
  ),
  keystrokeFloor(
    'floor-keystroke-react-rtk',
    'floor: keystroke in a React input controlled by an RTK store',
    'floor-keystroke-vanilla',
  ),
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

/** A page of the bench's own, at `name` on the demo's origin, holding a snapshot's document, loaded. */
async function openSnapshot(
  context: BrowserContext,
  base: string,
  throttledPage: (context: BrowserContext) => Promise<Page>,
  name: string,
  document: string,
): Promise<Page> {
  const page = await throttledPage(context);
  const url = `${base}/__bench/${name}`;
  await page.route(url, (request) =>
    request.fulfill({ contentType: 'text/html; charset=utf-8', body: document }),
  );
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  return page;
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
    const page = await openSnapshot(context, base, throttledPage, 'step-floor', route);
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

/** The item field the keystroke figure types into (its definitions load after the screen). */
const ITEM_NUMBER_FIELD = '[data-tw-widget="auction-form"] [data-field] input[inputmode="decimal"]';

/**
 * A third floor of the keystroke: the details screen as the form rendered it, with every script
 * taken out, and a keystroke in the same field. The plain-input floor is a page of one field; this
 * one is the large screen the customer types on, so it gives what the browser alone spends on
 * editing, style, layout and paint there. The form's figure over this floor is what our code adds.
 */
const KEYSTROKE_SCREEN_FLOOR: Interaction = {
  id: 'floor-keystroke-details-dom',
  label: "floor: keystroke in the details screen's markup (no app script)",
  floor: 'floor-keystroke-vanilla',
  async measure(context, base, throttledPage) {
    const capture = await context.newPage();
    await capture.goto(`${base}${DETAILS_STEP}`);
    await capture.locator(ITEM_NUMBER_FIELD).first().waitFor({ timeout: 30000 });
    const details = (await staticSnapshot(capture)).document;
    await capture.close();
    const page = await openSnapshot(context, base, throttledPage, 'keystroke-floor', details);
    return keystrokeIn(page, page.locator(ITEM_NUMBER_FIELD).first());
  },
};

/**
 * The form interactions use the edit page of fixture auction 4242 (valid
 * route and dates, one item), so no typing is needed to reach a step.
 */
export const INTERACTIONS: Interaction[] = [
  ...KEYSTROKE_FLOORS,
  KEYSTROKE_SCREEN_FLOOR,
  STEP_FLOOR,
  {
    id: 'keystroke',
    label: 'keystroke in an item field → next paint',
    floor: 'floor-keystroke-vanilla',
    // What the browser alone spends on this screen, and the design card's stack the plain way.
    alongside: [
      'floor-keystroke-details-dom',
      'floor-keystroke-react-uncontrolled',
      'floor-keystroke-react-rtk',
    ],
    budget: { ratio: 1.25 },
    async measure(context, base, throttledPage) {
      const page = await throttledPage(context);
      await page.goto(`${base}/edit-auction/4242/details?locale=en`);
      // An item's own field (its definitions load after the screen): not the total weight, which
      // may come first in the DOM before the items' fields are in, and has other work on its path.
      return keystrokeIn(page, page.locator(ITEM_NUMBER_FIELD).first());
    },
  },
  {
    id: 'step-change',
    label: 'Next on the route step → details painted',
    floor: 'floor-step-dom',
    budget: { ratio: 1.2 },
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
