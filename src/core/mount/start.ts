import { PAGE_CONFIG_SELECTOR } from '../config/page-meta';
import { firstScreensPainted } from '../scheduling/first-screens';
import { whenIdle } from '../scheduling/when-idle';
import { browserSupports } from '../support/browser-support';
import type { LeanWidget } from './lean-widget';
import { applyNonce } from './nonce';
import {
  claimNode,
  exposeGlobalApi,
  hasConfigAttributes,
  registry,
  setMountAll,
  whenPageReady,
  widgetSelector,
  type AnyWidget,
} from './registry';

/*
 * The helper entries' door: what every page runs, without the mount kit. Each node gets its
 * widget's decision at once; the usual answers (nothing to show, a closed announcement, a
 * returning visitor's consent, the login triggers) mount synchronously here. The kit (a lazy
 * chunk) takes everything else: a node that needs its schema, a mount that waits or fails, and,
 * once the page is loaded and idle, the schema's check of the nodes decided here.
 */

// The kit, and the schemas and UIs it leads to, come after a first screen painted before React.
const kit = () => firstScreensPainted().then(() => import('./mount-kit'));

/** After the page's load event, when the browser is idle: diagnostics never come before the paint. */
function afterLoadIdle(run: () => void): void {
  const idle = () => whenIdle(run, { timeout: 2000, fallbackDelay: 1 });
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

let started = false;

function startPage(): void {
  started = true;
  // Read while the entry's script runs: the element carries the page's CSP nonce.
  applyNonce();
  setMountAll((root) => kit().then(({ mountWidgets }) => mountWidgets(root)));
  exposeGlobalApi();
  // Error reporting starts with the kit; a page that gives a Sentry DSN gets it when idle.
  if (document.querySelector(PAGE_CONFIG_SELECTOR)?.getAttribute('data-sentry-dsn')?.trim())
    afterLoadIdle(() => void kit().then(({ startKit }) => startKit()));
}

function startNode(widget: LeanWidget<unknown>, element: HTMLElement): void {
  const state = claimNode(element, widget.name);
  if (!state) return;
  const handOver = (next: (loaded: Awaited<ReturnType<typeof kit>>) => unknown) =>
    void kit().then((loaded) => {
      loaded.startKit();
      return next(loaded);
    });
  let lean: ReturnType<typeof widget.decide>;
  try {
    lean = widget.decide(element);
  } catch (error) {
    handOver(({ failNode }) => failNode(widget.name, element, error));
    return;
  }
  let result: ReturnType<NonNullable<typeof lean>> | undefined;
  try {
    result = lean?.(element, () =>
      kit().then(({ configureNode }) => configureNode(widget, element)),
    );
  } catch (error) {
    handOver(({ failNode }) => failNode(widget.name, element, error));
    return;
  }
  if (!lean || result instanceof Promise) {
    // The schema's way, or a mount that takes time: the kit sees it through (and tells a failure
    // once it is there; until then the rejection is not left unhandled).
    if (result instanceof Promise) result.catch(() => undefined);
    handOver(({ mountDecided }) =>
      mountDecided(widget as AnyWidget, element, state, lean && (() => result)),
    );
    return;
  }
  if (result) state.unmount = result;
  element.setAttribute('data-tw-state', 'mounted');
  if (hasConfigAttributes(element))
    afterLoadIdle(() => handOver(({ checkLater }) => checkLater(widget, element, state)));
}

/** Called by each helper entry: decides its nodes once the page is ready. */
export function startWidget<C>(widget: LeanWidget<C>): void {
  if (!browserSupports(widget.name)) return;
  if (!started) startPage();
  const lean = widget as unknown as LeanWidget<unknown>;
  registry.set(lean.name, lean);
  void whenPageReady().then(() => {
    for (const element of document.querySelectorAll<HTMLElement>(widgetSelector(lean.name)))
      startNode(lean, element);
  });
}

export function resetStartForTests(): void {
  started = false;
}
