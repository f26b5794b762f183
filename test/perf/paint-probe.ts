import type { ConsoleMessage, Page } from 'playwright-core';

/** What the probe logs when a watched moment is painted: the message's first word. */
const PAINT_MESSAGE = '__bench_paint';

/** Each page's painted moments, by name, as the probe reports them over the console. */
const moments = new WeakMap<Page, Map<string, Moment>>();

interface Moment {
  promise: Promise<number>;
  resolve(at: number): void;
}

function moment(page: Page, name: string): Moment {
  let named = moments.get(page);
  if (!named) {
    named = new Map();
    moments.set(page, named);
    page.on('console', (message: ConsoleMessage) => {
      const [word, key, at] = message.text().split(' ');
      if (word === PAINT_MESSAGE && key) moment(page, key).resolve(Number(at));
    });
  }
  let entry = named.get(name);
  if (!entry) {
    let resolve!: (at: number) => void;
    const promise = new Promise<number>((done) => (resolve = done));
    entry = { promise, resolve };
    named.set(name, entry);
  }
  return entry;
}

/**
 * Records, inside the page, when `selector` first matches (mode present) and is painted, under
 * `name`: one load can record several moments (the cookie bar painted, then interactive). The
 * moment is reported over the console, not polled: Playwright's polling (`waitForFunction`)
 * evaluates its injected script in the page, about 165 ms of main thread at 4× CPU, which on a
 * page still loading after its `load` event fell inside the window being timed.
 */
export async function installPaintProbe(
  page: Page,
  selector: string,
  name = 'painted',
): Promise<void> {
  moment(page, name);
  await page.addInitScript(
    ([sel, key, word]) => {
      const check = () => {
        const el = document.querySelector(sel);
        if (!el || (el as HTMLElement).getBoundingClientRect().height === 0) return false;
        observer.disconnect();
        // The frame that follows the change is the one that paints it.
        requestAnimationFrame(() => {
          if (window === window.top) console.info(`${word} ${key} ${performance.now()}`);
        });
        return true;
      };
      const observer = new MutationObserver(() => void check());
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    },
    [selector, name, PAINT_MESSAGE] as const,
  );
}

/** The probe's time (performance.now() of the page) once what `name` watches is painted. */
export async function paintedAt(page: Page, name = 'painted', timeout = 30000): Promise<number> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${name}: not painted within ${timeout} ms`)),
      timeout,
    );
  });
  try {
    return await Promise.race([moment(page, name).promise, late]);
  } finally {
    clearTimeout(timer);
  }
}
