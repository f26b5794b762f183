/**
 * Runs `work` once, in the task after the next frame is painted (a `requestAnimationFrame`
 * callback runs just before the paint; a timer set there fires after it). A hidden tab paints no
 * frames, so a timer of `fallbackMs` runs it anyway.
 */
export function afterNextPaint(work: () => void, fallbackMs = 100): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}

/** `afterNextPaint` as a promise: resolved in the task after the next frame is painted. */
export const nextPaint = (): Promise<void> => new Promise((resolve) => afterNextPaint(resolve));
