/**
 * Runs work when the browser is idle (never before first paint matters), with
 * a deadline; browsers without requestIdleCallback fall back to a timer.
 */
export function whenIdle(
  run: () => void,
  options: { timeout: number; fallbackDelay: number },
): void {
  if (typeof window === 'undefined') return;
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: options.timeout });
  else setTimeout(run, options.fallbackDelay);
}
