/*
 * A first screen painted before React (the cookie bar's, on a first visit) is what the visitor sees
 * first. The heavier work the helper entries start at the same moment (the mount kit, schemas,
 * React UIs) waits until that screen is painted: a large chunk arriving in between would run its
 * script before the frame that shows the markup. Without such a screen nothing waits.
 *
 * The UIs of helpers that only inform (the announcement, the notifications bell) wait one step
 * longer: until React has adopted that screen, so that their modules, sanitising and renders do
 * not run between the screen's paint and the moment its buttons answer. The wait is bounded: a
 * screen that never settles (its UI stalled on the network) does not keep them away for good.
 */

import { nextPaint } from './after-next-paint';

const held: Array<Promise<unknown>> = [];
const adopting: Array<Promise<unknown>> = [];

/** How long the informing UIs wait at most for a first screen to be adopted, from its hold. */
export const ADOPTION_WAIT_MS = 3000;

/** A first screen on its way: the heavy work waits until it is painted (or failed). */
export function holdForFirstScreen(painting: Promise<unknown>): void {
  held.push(painting);
}

/**
 * A first screen React is adopting: the informing UIs wait until it answers (or failed), or
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
 * Runs `work` once every first screen held so far is painted; with none, in the next task (so the
 * decisions of this one, which may paint, come first).
 */
export function afterFirstScreens(work: () => void): void {
  setTimeout(() => {
    if (held.length === 0) {
      work();
      return;
    }
    void Promise.allSettled(held).then(nextPaint).then(work);
  }, 0);
}

/** The same, as a promise. */
export const firstScreensPainted = (): Promise<void> =>
  new Promise((resolve) => afterFirstScreens(resolve));

/** Runs `work` once every first screen is painted and every one held for adoption has settled. */
export function afterFirstScreensAdopted(work: () => void): void {
  afterFirstScreens(() => void Promise.all(adopting).then(work));
}
