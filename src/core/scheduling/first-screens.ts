/*
 * A first screen painted before React (the cookie bar's, on a first visit) is what the visitor sees
 * first. The heavier work the helper entries start at the same moment (the mount kit, schemas,
 * React UIs) waits until that screen is painted: a large chunk arriving in between would run its
 * script before the frame that shows the markup. Without such a screen nothing waits.
 */

import { nextPaint } from './after-next-paint';

const held: Array<Promise<unknown>> = [];

/** A first screen on its way: the heavy work waits until it is painted (or failed). */
export function holdForFirstScreen(painting: Promise<unknown>): void {
  held.push(painting);
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
