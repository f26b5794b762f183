import type { LeanWidget } from './lean-widget';
import type { ConfiguredWidget, Unmount } from './widget';

/*
 * What every entry of a page shares: the registered widgets, the nodes they hold, the count of
 * nodes still mounting and the global API. One webpack runtime per page (the `runtime` entry, with
 * this module) means one copy of this state, whichever entry loads the mount kit.
 */

export type AnyWidget = ConfiguredWidget<unknown> | LeanWidget<unknown>;
export type NodeState = { widget: string; unmount?: Unmount; cancelled?: boolean };

declare global {
  interface Window {
    /** A page may set a promise here before the scripts run to delay mounting (the demo starts its mocks). */
    transportWidgetsReady?: Promise<unknown>;
  }
}

/** Resolves once the DOM is parsed and the page's own gate (`transportWidgetsReady`) opened. */
export function whenPageReady(): Promise<void> {
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

export const registry = new Map<string, AnyWidget>();
const nodes = new WeakMap<Element, NodeState>();
const live = new Set<Element>();

export const isLean = (widget: AnyWidget): widget is LeanWidget<unknown> => 'decide' in widget;

export const widgetSelector = (name: string): string => `[data-tw-widget="${name}"]`;

/** Data attributes the schema would read (the kit's own `data-tw-*` are not config). */
export const hasConfigAttributes = (element: Element): boolean =>
  element
    .getAttributeNames()
    .some((name) => name.startsWith('data-') && !name.startsWith('data-tw-'));

/** Takes a node for a widget and marks it mounting; null when it is taken (mounting twice does no harm). */
export function claimNode(element: HTMLElement, widget: string): NodeState | null {
  if (nodes.has(element)) return null;
  const state: NodeState = { widget };
  nodes.set(element, state);
  live.add(element);
  element.setAttribute('data-tw-state', 'mounting');
  return state;
}

// Diagnostics wait until no node is still mounting: what the visitor should see comes first.
let mounting = 0;
let whenNoneMounting: Array<() => void> = [];

export function mountBegins(): void {
  mounting += 1;
}

export function mountEnds(): void {
  mounting -= 1;
  if (mounting > 0) return;
  const waiting = whenNoneMounting;
  whenNoneMounting = [];
  waiting.forEach((run) => run());
}

/** Runs `run` once no node is mounting (at once when none is). */
export function afterMounting(run: () => void): void {
  if (mounting === 0) run();
  else whenNoneMounting.push(run);
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
      void import('../errors/report').then(({ reportError }) =>
        reportError(error, { widget: state.widget, kind: 'unmount' }),
      );
    }
  }
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

let mountAll: (root: ParentNode) => Promise<void> = () => Promise.resolve();

/** How `TransportWidgets.mount()` mounts: the mount kit, loaded when first asked. */
export function setMountAll(mount: (root: ParentNode) => Promise<void>): void {
  mountAll = mount;
}

export function exposeGlobalApi(): void {
  window.TransportWidgets = Object.assign(window.TransportWidgets ?? {}, {
    mount: (root?: ParentNode) => mountAll(root ?? document),
    unmount: (root?: ParentNode) => unmountWidgets(root ?? document),
    widgets: () => [...registry.keys()],
  });
}

/** Lets a feature add its own methods to the global API (e.g. `openCookieSettings`). */
export function extendGlobalApi(name: string, value: unknown): void {
  exposeGlobalApi();
  (window.TransportWidgets as TransportWidgetsApi)[name] = value;
}

export function resetRegistryForTests(): void {
  unmountWidgets(document);
  registry.clear();
  mounting = 0;
  whenNoneMounting = [];
}
