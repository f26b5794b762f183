import { consentModeFor, effectiveBits } from './consent-bits';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The standard gtag stub: Google's tags read `arguments` objects from the dataLayer. */
function ensureGtag(win: Window): (...args: unknown[]) => void {
  win.dataLayer = win.dataLayer ?? [];
  if (typeof win.gtag !== 'function') {
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object itself
      (win.dataLayer as unknown[]).push(arguments);
    };
  }
  return win.gtag;
}

/** true when a consent default is already queued (by our head snippet or the site's own). */
function hasDefault(win: Window): boolean {
  return (win.dataLayer ?? []).some((entry) => {
    const args = entry as ArrayLike<unknown> | null;
    return Boolean(
      args && typeof args === 'object' && args[0] === 'consent' && args[1] === 'default',
    );
  });
}

/**
 * Queues the Consent Mode default once per page: nothing granted but what this host grants before
 * any choice (analytics on a .pl host). Built on its own into `dist/inline/consent-default.js`
 * (consent-default-head.ts), the head script a page prints before its tag manager, so no tag ever
 * runs without it; the bundle then finds it queued and only updates.
 */
export function queueConsentDefault(
  hostname: string,
  win: Window = window,
): (...args: unknown[]) => void {
  const gtag = ensureGtag(win);
  if (!hasDefault(win))
    gtag('consent', 'default', {
      ...consentModeFor(effectiveBits(0, hostname)),
      wait_for_update: 500,
    });
  return gtag;
}

/** The default (unless already queued), then an update with the current bits: on every page load and every change. */
export function sendConsentMode(bits: number, hostname: string, win: Window = window): void {
  queueConsentDefault(hostname, win)('consent', 'update', consentModeFor(bits));
}
