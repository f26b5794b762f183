import { parseDataAttributes } from '../config/data-attributes';
import { getPageConfig } from '../config/page-config';
import { ConfigError, WidgetError } from '../errors/errors';
import { logError, reportError } from '../errors/report';
import { startErrorReporting } from '../errors/start-reporting';
import { applyNonce } from './nonce';
import { widgetSelector, type Unmount, type WidgetDefinition } from './widget';

type NodeState = { widget: string; unmount?: Unmount; cancelled?: boolean };

// Module state is shared by every entry: the runtime chunk is single, so all
// entries on a page see one registry and one set of mounted nodes.
const registry = new Map<string, WidgetDefinition>();
const nodes = new WeakMap<Element, NodeState>();
const live = new Set<Element>();

declare global {
  interface Window {
    /** A page may set a promise here before the scripts run to delay mounting (the demo starts its mocks). */
    transportWidgetsReady?: Promise<unknown>;
  }
}

async function mountOne(definition: WidgetDefinition, element: HTMLElement): Promise<void> {
  if (nodes.has(element)) return; // mounting twice does no harm
  const state: NodeState = { widget: definition.name };
  nodes.set(element, state);
  live.add(element);
  element.setAttribute('data-tw-state', 'mounting');
  try {
    const config = parseDataAttributes(definition.name, element, definition.schema);
    const unmount = await definition.mount(element, config, {
      widget: definition.name,
      page: getPageConfig(),
    });
    if (state.cancelled) {
      unmount?.();
      return;
    }
    if (unmount) state.unmount = unmount;
    element.setAttribute('data-tw-state', 'mounted');
  } catch (error) {
    element.setAttribute('data-tw-state', 'error');
    if (error instanceof WidgetError && error.reported) return; // told once, where it arose
    const prefix =
      error instanceof ConfigError
        ? '[transport-widgets]'
        : `[transport-widgets] ${definition.name} failed to mount:`;
    logError(prefix, error);
    reportError(error, {
      widget: definition.name,
      kind: error instanceof ConfigError ? 'config' : 'mount',
    });
  }
}

/** Mounts every registered (or the named) widget found under root. Safe to call again. */
export async function mountWidgets(root: ParentNode = document, only?: string[]): Promise<void> {
  const work: Promise<void>[] = [];
  for (const definition of registry.values()) {
    if (only && !only.includes(definition.name)) continue;
    const selector = widgetSelector(definition.name);
    const found = [
      ...(root instanceof Element && root.matches(selector) ? [root] : []),
      ...root.querySelectorAll<HTMLElement>(selector),
    ] as HTMLElement[];
    for (const element of found) work.push(mountOne(definition, element));
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
export function registerWidget(definition: WidgetDefinition): Promise<void> {
  if (!started) {
    started = true;
    applyNonce();
    exposeGlobalApi();
    startErrorReporting(getPageConfig());
  }
  registry.set(definition.name, definition as WidgetDefinition);
  return whenPageReady().then(() => mountWidgets(document, [definition.name]));
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
  started = false;
}
