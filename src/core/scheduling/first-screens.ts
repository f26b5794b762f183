/*
 * A first screen painted before React (the cookie bar's, on a first visit) is what the visitor sees
 * first. The heavier work the helper entries start at the same moment (the mount kit, schemas,
 * React UIs) waits until that screen is painted: a large chunk arriving in between would run its
 * script before the frame that shows the markup. Without such a screen nothing waits.
 *
 * The helpers that only inform (the announcement, the notifications bell) wait one step longer,
 * schemas and UIs alike: until React has adopted that screen, so that their modules, sanitising
 * and renders do not run between the screen's paint and the moment its buttons answer. The wait is
 * bounded: a screen that never settles (its UI stalled on the network) does not keep them away for
 * good.
 */

import { nextPaint } from './after-next-paint';

const held: Array<Promise<unknown>> = [];
const adopting: Array<Promise<unknown>> = [];

/** How long the informing helpers wait at most for a first screen to be adopted, from its hold. */
export const ADOPTION_WAIT_MS = 3000;

/** A first screen on its way: the heavy work waits until it is painted (or failed). */
export function holdForFirstScreen(painting: Promise<unknown>): void {
  held.push(painting);
}

/**
 * A first screen React is adopting: the informing helpers wait until it answers (or failed), or
 * `ADOPTION_WAIT_MS` from now at the latest.
 */
export function holdForAdoption(adopted: Promise<unknown>): void {
  adopting.push(
    Promise.race([adopted, new Promise((resolve) => setTimeout(resolve, ADOPTION_WAIT_MS))]).catch(
      () => undefined,
    ),
  );
}

/**
 * Settles once every first screen held so far is painted; with none, in the next task (so the
 * decisions of this one, which may paint, come first).
 */
export const firstScreensPainted = (): Promise<void> =>
  new Promise((resolve) =>
    setTimeout(
      () => resolve(held.length ? Promise.allSettled(held).then(nextPaint) : undefined),
      0,
    ),
  );

/**
 * Settles once every first screen is painted and every one held for adoption has settled: what the
 * helpers that only inform wait for before their schemas and UIs load and run.
 */
export const firstScreensAdopted = (): Promise<unknown> =>
  firstScreensPainted().then(() => Promise.all(adopting));
