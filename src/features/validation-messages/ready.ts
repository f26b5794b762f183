import { extendGlobalApi } from '../../core/mount/registry';

/**
 * How a page's form init waits for the rules and messages, whatever order
 * the scripts run in:
 *
 * - the `validation-messages-ready` event on `document` (detail: `{ locale }`),
 *   fired once, after registration;
 * - `window.TransportWidgets.validationMessagesReady`, a promise of the same
 *   detail, there from the moment the entry starts registering.
 *
 * The promise exists before the event fires, so "promise if present, else
 * the event" never misses: see the README.
 */
export const READY_EVENT = 'validation-messages-ready';

export interface ReadyDetail {
  locale: string;
}

let resolveReady: ((detail: ReadyDetail) => void) | null = null;

/** Publishes the pending promise on the global API. */
export function announcePending(): void {
  const promise = new Promise<ReadyDetail>((resolve) => {
    resolveReady = resolve;
  });
  extendGlobalApi('validationMessagesReady', promise);
}

/** Settles the promise, then fires the event. */
export function announceReady(detail: ReadyDetail): void {
  resolveReady?.(detail);
  document.dispatchEvent(new CustomEvent<ReadyDetail>(READY_EVENT, { detail }));
}
