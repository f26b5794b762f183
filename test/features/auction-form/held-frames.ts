import { vi } from 'vitest';

/**
 * The frames the test paints itself, as a slow click holds the browser's: a `requestAnimationFrame`
 * callback waits until `paint()` runs it. Undo with `vi.unstubAllGlobals()`.
 */
export function heldFrames() {
  const callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback);
    return callbacks.length;
  });
  return {
    paint() {
      for (const callback of callbacks.splice(0)) callback(performance.now());
    },
  };
}
