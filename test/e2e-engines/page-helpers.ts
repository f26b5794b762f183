import type { EngineSession } from './drivers';

/**
 * Page-side helpers for the engine suite. Every function given to `run` is
 * sent as source text, so each is self-contained (no imports, no closures).
 */

let marks = 0;

/**
 * Finds the first visible element of `role` whose accessible name matches
 * `name` (a regular expression source), inside `scope` when given; marks it
 * and returns a CSS selector for the driver to click or type into.
 */
export async function find(
  session: EngineSession,
  role: string,
  name: string,
  scope = 'body',
): Promise<string | null> {
  marks += 1;
  const mark = `m${marks}`;
  const found = await session.run(
    (roleName: string, pattern: string, scopeSelector: string, id: string) => {
      const selectors: Record<string, string> = {
        button: 'button, [role="button"]',
        combobox: '[role="combobox"], select',
        option: '[role="option"]',
        switch: '[role="switch"], input[type="checkbox"]',
        link: 'a[href]',
        region: '[role="region"], section[aria-label], section[aria-labelledby], aside[aria-label]',
        label: 'label',
        heading: 'h1, h2, h3',
      };
      const textOf = (el: Element | null): string =>
        (el?.textContent ?? '').replace(/\s+/g, ' ').trim();
      const nameOf = (el: Element): string => {
        const label = el.getAttribute('aria-label');
        if (label) return label.trim();
        const by = el.getAttribute('aria-labelledby');
        if (by)
          return by
            .split(/\s+/)
            .map((ref) => textOf(document.getElementById(ref)))
            .join(' ');
        const labels = (el as HTMLInputElement).labels;
        if (labels && labels.length > 0) return textOf(labels[0] ?? null);
        return textOf(el);
      };
      const re = new RegExp(pattern);
      const root = document.querySelector(scopeSelector) ?? document.body;
      const el = [...root.querySelectorAll(selectors[roleName] ?? roleName)].find(
        (candidate) =>
          candidate.getClientRects().length > 0 &&
          !(candidate as HTMLButtonElement).disabled &&
          candidate.getAttribute('aria-disabled') !== 'true' &&
          re.test(nameOf(candidate)),
      );
      if (!el) return false;
      el.setAttribute('data-e2e', id);
      el.scrollIntoView({ block: 'center' });
      return true;
    },
    role,
    name,
    scope,
    mark,
  );
  return found ? `[data-e2e="${mark}"]` : null;
}

/**
 * How long a wait for a state may take before it counts as a hang. WebKit's MiniBrowser under Xvfb
 * took over 20 s to mount a page's widgets beside the other browser files and a dozen busy
 * processes, so the limit is far above that.
 */
const WAIT_LIMIT_MS = 60_000;

/** Polls `probe` in the page until it returns something truthy. */
export async function waitFor<T, A extends unknown[]>(
  session: EngineSession,
  what: string,
  probe: (...args: A) => T | Promise<T>,
  ...args: A
): Promise<T> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let last: unknown;
  for (;;) {
    try {
      last = await session.run(probe, ...args);
      if (last) return last as T;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(`${session.engine}: timed out waiting for ${what} (last: ${String(last)})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits for the element, then clicks (or taps) it. A driver that refuses the
 * click (an entrance transition still running, a bar sliding over it) is
 * asked again until the deadline, as a visitor would tap again.
 */
export async function press(
  session: EngineSession,
  role: string,
  name: string,
  scope?: string,
): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  for (;;) {
    const selector = await find(session, role, name, scope);
    let failure: unknown = `no ${role} named /${name}/`;
    if (selector && (await settled(session, selector))) {
      try {
        await session.click(selector);
        return;
      } catch (error) {
        failure = error;
      }
    }
    if (Date.now() > deadline)
      throw new Error(`${session.engine}: could not press ${role} /${name}/: ${String(failure)}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * True when the element stands still over two frames and is the topmost
 * element at its centre. A tap during an entrance animation, or on a spot a
 * sliding bar still covers, lands on something else and the driver does not
 * say so; a visitor waits until the page is still.
 */
async function settled(session: EngineSession, selector: string): Promise<boolean> {
  return session.run(async (sel: string) => {
    const el = document.querySelector(sel);
    if (!el) return false;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const before = el.getBoundingClientRect();
    await frame();
    await frame();
    const after = el.getBoundingClientRect();
    if (before.x !== after.x || before.y !== after.y) return false;
    const top = document.elementFromPoint(after.x + after.width / 2, after.y + after.height / 2);
    return (
      top !== null && (top === el || el.contains(top) || (el as HTMLLabelElement).control === top)
    );
  }, selector);
}

/** Waits for the field, then types into it with real key events. */
export async function typeInto(
  session: EngineSession,
  role: string,
  name: string,
  text: string,
): Promise<void> {
  let selector: string | null = null;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!(selector = await find(session, role, name))) {
    if (Date.now() > deadline) throw new Error(`${session.engine}: no ${role} named /${name}/`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await session.type(selector, text);
}

/** Every widget node's `name:state`, read in the page (self-contained: it is sent to the driver). */
const widgetStates = (): string[] =>
  [...document.querySelectorAll('[data-tw-widget]')].map(
    (node) => `${node.getAttribute('data-tw-widget')}:${node.getAttribute('data-tw-state')}`,
  );

/** Every widget node mounted (none failed), or the states seen. */
export async function widgetsMounted(session: EngineSession): Promise<string[]> {
  try {
    return (await waitFor<string[] | null, []>(session, 'every widget to settle', () => {
      const nodes = [...document.querySelectorAll('[data-tw-widget]')];
      const states = nodes.map(
        (node) => `${node.getAttribute('data-tw-widget')}:${node.getAttribute('data-tw-state')}`,
      );
      const settled = nodes.every((node) =>
        ['mounted', 'error'].includes(node.getAttribute('data-tw-state') ?? ''),
      );
      return settled ? states : null;
    })) as string[];
  } catch (error) {
    // Name the widget still on its way, so a hang says whose it is.
    const states = await session.run(widgetStates).catch(() => ['(no page)']);
    throw new Error(`${String(error)}; states: ${states.join(', ')}`);
  }
}

export const pageErrors = (session: EngineSession): Promise<string[]> =>
  session.run(() => [...(window.__twDemoErrors ?? [])]);

export const pathname = async (session: EngineSession): Promise<string> =>
  new URL(await session.url()).pathname;

export async function waitForPath(session: EngineSession, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (!pattern.test(await pathname(session))) {
    if (Date.now() > deadline) {
      const seen = await session.run(() =>
        [
          ...document.querySelectorAll(
            '[role="alert"], [aria-invalid="true"], input[role="combobox"]',
          ),
        ]
          .map(
            (el) => `${el.tagName}:${(el as HTMLInputElement).value ?? ''}:${el.textContent ?? ''}`,
          )
          .join(' | '),
      );
      throw new Error(
        `${session.engine}: still at ${await pathname(session)}, wanted ${pattern}; page shows ${seen}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The page's CSP violations so far (Trusted Types ones included), as the demo records them. */
export const cspViolations = (session: EngineSession): Promise<string[]> =>
  session.run(() => [...(window.__twDemoViolations ?? [])]);

/** The route step's two places, Warsaw → Kraków, each from its first suggestion. */
export async function pickPlaces(session: EngineSession): Promise<void> {
  await typeInto(session, 'combobox', '^Pickup place', 'Warsz');
  await press(session, 'option', '.');
  await typeInto(session, 'combobox', '^Delivery place', 'Krak');
  await press(session, 'option', '.');
}

export interface RouteMapDrawing {
  /** Tiles loaded with an image in them. */
  tiles: number;
  /** SVG paths drawn (not Leaflet's empty `M0 0`): the line's casing, the line, both ends. */
  paths: number;
  labels: string[];
  credit: string | null;
}

/**
 * What the route step's map has drawn, or null when there is no map; with `whenDrawn`, null until
 * it shows tiles, four paths and two labels (a probe for `waitFor`; self-contained, it is sent to
 * the driver).
 */
export const routeMapDrawing = (whenDrawn: boolean): RouteMapDrawing | null => {
  const map = [...document.querySelectorAll('[role="img"]')].find((el) =>
    /^Map of the route from /.test(el.getAttribute('aria-label') ?? ''),
  );
  if (!map) return null;
  const drawing = {
    tiles: [...map.querySelectorAll<HTMLImageElement>('img.leaflet-tile-loaded')].filter(
      (img) => img.complete && img.naturalWidth > 0,
    ).length,
    paths: [...map.querySelectorAll('.leaflet-overlay-pane svg path')].filter(
      (path) => (path.getAttribute('d') ?? 'M0 0') !== 'M0 0',
    ).length,
    labels: [...map.querySelectorAll('.leaflet-tooltip')].map((label) =>
      (label.textContent ?? '').trim(),
    ),
    credit: map.querySelector('[data-map-attribution]')?.textContent?.trim() ?? null,
  };
  const drawn = drawing.tiles > 0 && drawing.paths === 4 && drawing.labels.length === 2;
  return !whenDrawn || drawn ? drawing : null;
};
