/**
 * Resolves when the page is on screen: at once if it is, else at its next `visibilitychange` to
 * visible (a tab brought back, a page restored from the back-forward cache). A page being reloaded
 * is hidden first and never comes back, so what waits here is never asked on its way out.
 */
export function pageShown(signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve) => {
    if (document.visibilityState === 'visible') {
      resolve();
      return;
    }
    const stop = () => document.removeEventListener('visibilitychange', onChange);
    function onChange() {
      if (document.visibilityState !== 'visible') return;
      stop();
      signal.removeEventListener('abort', stop);
      resolve();
    }
    document.addEventListener('visibilitychange', onChange);
    signal.addEventListener('abort', stop, { once: true });
  });
}
