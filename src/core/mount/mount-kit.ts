import { ConfigError, WidgetError } from '../errors/errors';
import { logError, reportError } from '../errors/report';
import { startPageErrorReporting } from '../errors/start-reporting';
import { whenIdle } from '../scheduling/when-idle';
import type { LeanWidget } from './lean-widget';
import { applyNonce } from './nonce';
import type { ConfiguredWidget, Unmount } from './widget';

/** A widget the kit can mount: configured (its schema in the entry) or lean (decides first). */
export type RegisteredWidget<C = unknown> = ConfiguredWidget<C> | LeanWidget<C>;
type AnyWidget = ConfiguredWidget<unknown> | LeanWidget<unknown>;

type NodeState = { widget: string; unmount?: Unmount; cancelled?: boolean };

// Module state is shared by every entry: the runtime chunk is single, so all
// entries on a page see one registry and one set of mounted nodes.
const registry = new Map<string, AnyWidget>();
const nodes = new WeakMap<Element, NodeState>();
const live = new Set<Element>();

declare global {
  interface Window {
    /** A page may set a promise here before the scripts run to delay mounting (the demo starts its mocks). */
    transportWidgetsReady?: Promise<unknown>;
  }
}

const widgetSelector = (name: string): string => `[data-tw-widget="${name}"]`;

const isLean = (widget: AnyWidget): widget is LeanWidget<unknown> => 'decide' in widget;

/** Data attributes the schema would read (the kit's own `data-tw-*` are not config). */
const hasConfigAttributes = (element: Element): boolean =>
  element
    .getAttributeNames()
    .some((name) => name.startsWith('data-') && !name.startsWith('data-tw-'));

function fail(name: string, element: HTMLElement, error: unknown): void {
  element.setAttribute('data-tw-state', 'error');
  if (error instanceof WidgetError && error.reported) return; // told once, where it arose
  const prefix =
    error instanceof ConfigError
      ? '[transport-widgets]'
      : `[transport-widgets] ${name} failed to mount:`;
  logError(prefix, error);
  reportError(error, { widget: name, kind: error instanceof ConfigError ? 'config' : 'mount' });
}

// Checks wait until no node is still mounting, then for the page's load event and an idle
// moment: what the visitor should see comes first, diagnostics after.
let mounting = 0;
const waitingChecks: Array<() => void> = [];

function runChecksWhenSettled(): void {
  if (mounting > 0 || waitingChecks.length === 0) return;
  const batch = waitingChecks.splice(0);
  const idle = () =>
    whenIdle(() => batch.forEach((check) => check()), { timeout: 2000, fallbackDelay: 1 });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

function afterLoadWhenIdle(check: () => void): void {
  waitingChecks.push(check);
  runChecksWhenSettled();
}

/**
 * A lean widget that decided without its schema: its node still gets the schema's check, when
 * the browser is idle (after the paint). A bad optional attribute is reported and costs nothing
 * more; one that would have kept the widget from mounting unmounts it, as it would have failed.
 */
function checkLater(
  widget: LeanWidget<unknown>,
  element: HTMLElement,
  state: NodeState,
  configured: () => Promise<unknown>,
): void {
  if (!hasConfigAttributes(element)) return;
  afterLoadWhenIdle(() => {
    if (state.cancelled) return;
    configured().catch((error: unknown) => {
      if (state.cancelled) return;
      try {
        state.unmount?.();
      } catch {
        // Already failing: the config error is what gets told.
      }
      state.unmount = undefined;
      fail(widget.name, element, error);
    });
  });
}

async function mountOne(widget: AnyWidget, element: HTMLElement): Promise<void> {
  if (nodes.has(element)) return; // mounting twice does no harm
  const state: NodeState = { widget: widget.name };
  nodes.set(element, state);
  live.add(element);
  element.setAttribute('data-tw-state', 'mounting');
  mounting += 1;
  try {
    let unmount: void | Unmount;
    let configured: (() => Promise<unknown>) | null = null;
    const lean = isLean(widget) ? widget.decide(element) : null;
    if (lean && isLean(widget)) {
      let once: Promise<unknown> | null = null;
      configured = () => (once ??= widget.load().then((loaded) => loaded.configure(element)));
      unmount = await lean(element, configured);
    } else {
      const loaded = isLean(widget) ? await widget.load() : widget;
      unmount = await loaded.mountConfigured(element, loaded.configure(element));
    }
    if (state.cancelled) {
      unmount?.();
      return;
    }
    if (unmount) state.unmount = unmount;
    element.setAttribute('data-tw-state', 'mounted');
    if (configured && isLean(widget)) checkLater(widget, element, state, configured);
  } catch (error) {
    fail(widget.name, element, error);
  } finally {
    mounting -= 1;
    runChecksWhenSettled();
  }
}

/** Mounts every registered (or the named) widget found under root. Safe to call again. */
export async function mountWidgets(root: ParentNode = document, only?: string[]): Promise<void> {
  const work: Promise<void>[] = [];
  for (const widget of registry.values()) {
    if (only && !only.includes(widget.name)) continue;
    const selector = widgetSelector(widget.name);
    const found = [
      ...(root instanceof Element && root.matches(selector) ? [root] : []),
      ...root.querySelectorAll<HTMLElement>(selector),
    ] as HTMLElement[];
    for (const element of found) work.push(mountOne(widget, element));
  }
  await Promise.all(work);
}

/** Unmounts every widget under root (for HTML the page is about to remove). */
export function unmountWidgets(root: ParentNode = document): void {
  for (const element of [...live]) {
    if (root !== document && !(root === element || (root as Node).contains(element))) continue;
    const state = nodes.get(element);
    live.delete(element);
    nodes.delete(element);
    element.removeAttribute('data-tw-state');
    if (!state) continue;
    state.cancelled = true;
    try {
      state.unmount?.();
    } catch (error) {
      reportError(error, { widget: state.widget, kind: 'unmount' });
    }
  }
}

function registeredWidgets(): string[] {
  return [...registry.keys()];
}

let started = false;

function whenPageReady(): Promise<void> {
  const dom =
    document.readyState === 'loading'
      ? new Promise<void>((resolve) =>
          document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
        )
      : Promise.resolve();
  return dom
    .then(() => window.transportWidgetsReady)
    .then(
      () => undefined,
      () => undefined,
    );
}

/** Called by each entry file: registers its widget and mounts it once the page is ready. */
export function registerWidget<C>(widget: RegisteredWidget<C>): Promise<void> {
  if (!started) {
    started = true;
    applyNonce();
    exposeGlobalApi();
    startPageErrorReporting();
  }
  // The kit hands each widget only the config its own `configure` made.
  registry.set(widget.name, widget as unknown as AnyWidget);
  return whenPageReady().then(() => mountWidgets(document, [widget.name]));
}

export interface TransportWidgetsApi {
  mount(root?: ParentNode): Promise<void>;
  unmount(root?: ParentNode): void;
  widgets(): string[];
  [extension: string]: unknown;
}

declare global {
  interface Window {
    TransportWidgets?: TransportWidgetsApi;
  }
}

function exposeGlobalApi(): void {
  const api: TransportWidgetsApi = Object.assign(window.TransportWidgets ?? {}, {
    mount: (root?: ParentNode) => mountWidgets(root ?? document),
    unmount: (root?: ParentNode) => unmountWidgets(root ?? document),
    widgets: registeredWidgets,
  });
  window.TransportWidgets = api;
}

/** Lets a feature add its own methods to the global API (e.g. `openCookieSettings`). */
export function extendGlobalApi(name: string, value: unknown): void {
  exposeGlobalApi();
  (window.TransportWidgets as TransportWidgetsApi)[name] = value;
}

export function resetMountKitForTests(): void {
  unmountWidgets(document);
  registry.clear();
  waitingChecks.length = 0;
  started = false;
}
