import { ConfigError, WidgetError } from '../errors/errors';
import { logError, reportError } from '../errors/report';
import { startPageErrorReporting } from '../errors/start-reporting';
import { whenIdle } from '../scheduling/when-idle';
import type { LeanMount, LeanWidget } from './lean-widget';
import { applyNonce } from './nonce';
import {
  afterMounting,
  claimNode,
  exposeGlobalApi,
  hasConfigAttributes,
  isLean,
  mountBegins,
  mountEnds,
  registry,
  setMountAll,
  whenPageReady,
  widgetSelector,
  type AnyWidget,
  type NodeState,
} from './registry';
import type { ConfiguredWidget, Unmount } from './widget';

export { extendGlobalApi, unmountWidgets, type TransportWidgetsApi } from './registry';

/** A widget the kit can mount: configured (its schema in the entry) or lean (decides first). */
export type RegisteredWidget<C = unknown> = ConfiguredWidget<C> | LeanWidget<C>;

/** Marks a node failed and tells it once: on the console and to the reporter. */
export function failNode(name: string, element: HTMLElement, error: unknown): void {
  element.setAttribute('data-tw-state', 'error');
  if (error instanceof WidgetError && error.reported) return; // told once, where it arose
  const prefix =
    error instanceof ConfigError
      ? '[transport-widgets]'
      : `[transport-widgets] ${name} failed to mount:`;
  logError(prefix, error);
  reportError(error, { widget: name, kind: error instanceof ConfigError ? 'config' : 'mount' });
}

/** Checks wait for no node mounting, then for the page's load event and an idle moment. */
function afterLoadWhenIdle(check: () => void): void {
  afterMounting(() => {
    const idle = () => whenIdle(check, { timeout: 2000, fallbackDelay: 1 });
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
  });
}

const parses = new WeakMap<Element, Promise<unknown>>();

/** The node's config through the widget's schema: one parse per node, shared by the mount and the check. */
export function configureNode(widget: LeanWidget<unknown>, element: HTMLElement): Promise<unknown> {
  let parse = parses.get(element);
  if (!parse) {
    parse = widget.load().then((loaded) => loaded.configure(element));
    parses.set(element, parse);
  }
  return parse;
}

/**
 * A lean widget that decided without its schema: its node still gets the schema's check, when
 * the browser is idle (after the paint). A bad optional attribute is reported and costs nothing
 * more; one that would have kept the widget from mounting unmounts it, as it would have failed.
 */
export function checkLater(
  widget: LeanWidget<unknown>,
  element: HTMLElement,
  state: NodeState,
): void {
  if (!hasConfigAttributes(element)) return;
  afterLoadWhenIdle(() => {
    if (state.cancelled) return;
    configureNode(widget, element).catch((error: unknown) => {
      if (state.cancelled) return;
      try {
        state.unmount?.();
      } catch {
        // Already failing: the config error is what gets told.
      }
      state.unmount = undefined;
      failNode(widget.name, element, error);
    });
  });
}

/**
 * Mounts a claimed node with what its widget decided: a lean mount, or null (the configured
 * widget, through its schema). The helper entries hand their nodes over here when the decision
 * is not the quick synchronous kind (`./start.ts`).
 */
export async function mountDecided(
  widget: AnyWidget,
  element: HTMLElement,
  state: NodeState,
  lean: LeanMount<unknown> | null,
): Promise<void> {
  mountBegins();
  try {
    let unmount: void | Unmount;
    if (lean && isLean(widget)) {
      unmount = await lean(element, () => configureNode(widget, element));
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
    if (lean && isLean(widget)) checkLater(widget, element, state);
  } catch (error) {
    failNode(widget.name, element, error);
  } finally {
    mountEnds();
  }
}

async function mountOne(widget: AnyWidget, element: HTMLElement): Promise<void> {
  const state = claimNode(element, widget.name);
  if (!state) return;
  let lean: LeanMount<unknown> | null;
  try {
    lean = isLean(widget) ? widget.decide(element) : null;
  } catch (error) {
    failNode(widget.name, element, error);
    return;
  }
  await mountDecided(widget, element, state, lean);
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

let started = false;

/** Once per page, whichever entry comes first: the API, and reporting as the page configures it. */
export function startKit(): void {
  if (started) return;
  started = true;
  setMountAll(mountWidgets);
  exposeGlobalApi();
  startPageErrorReporting();
}

/** Called by an entry that holds its schema (the form, the validation messages): registers and mounts. */
export function registerWidget<C>(widget: RegisteredWidget<C>): Promise<void> {
  // Read while the entry's own script runs: that element carries the page's nonce.
  applyNonce();
  startKit();
  // The kit hands each widget only the config its own `configure` made.
  registry.set(widget.name, widget as unknown as AnyWidget);
  return whenPageReady().then(() => mountWidgets(document, [widget.name]));
}

/** Tests only, with the registry's own reset (test/core/mount/reset-mounting.ts). */
export function resetMountKitForTests(): void {
  started = false;
}
