import { consentModeFor, effectiveBits } from './consent-bits';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

type Gtag = (...args: unknown[]) => void;

/**
 * The page's dataLayer, created when there is none. Anything but an array is not ours to push to,
 * and not one to replace: `<img name="dataLayer">` in the page (DOMPurify keeps the name) is what
 * `window.dataLayer` answers, since a window's named elements show as its properties.
 */
function dataLayerOf(win: Window): unknown[] | null {
  if (win.dataLayer === undefined) win.dataLayer = [];
  return Array.isArray(win.dataLayer) ? win.dataLayer : null;
}

/**
 * The standard gtag stub: Google's tags read `arguments` objects from the dataLayer. Null when
 * the page's dataLayer is not an array.
 */
function ensureGtag(win: Window): Gtag | null {
  if (!dataLayerOf(win)) return null;
  if (typeof win.gtag !== 'function') {
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object itself
      (win.dataLayer as unknown[]).push(arguments);
    };
  }
  return win.gtag;
}

/** true when a consent default is already queued (by our head snippet or the site's own). */
function hasDefault(dataLayer: unknown[]): boolean {
  return dataLayer.some((entry) => {
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
export function queueConsentDefault(hostname: string, win: Window = window): Gtag | null {
  const gtag = ensureGtag(win);
  if (!gtag) return null;
  if (!hasDefault(win.dataLayer as unknown[]))
    gtag('consent', 'default', {
      ...consentModeFor(effectiveBits(0, hostname)),
      wait_for_update: 500,
    });
  return gtag;
}

/** The default (unless already queued), then an update with the current bits: on every page load and every change. */
export function sendConsentMode(bits: number, hostname: string, win: Window = window): void {
  const gtag = queueConsentDefault(hostname, win);
  if (gtag) gtag('consent', 'update', consentModeFor(bits));
  else
    console.error(
      '[transport-widgets] window.dataLayer is not an array (an element of the page named "dataLayer"?): the cookie bar sent no Consent Mode update',
    );
}
