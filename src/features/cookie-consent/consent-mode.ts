import { pageDataLayer } from '@/core/analytics/data-layer';
import { consentModeFor, effectiveBits } from './consent-bits';

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

type Gtag = (...args: unknown[]) => void;

/** The standard gtag stub: Google's tags read `arguments` objects from the dataLayer. */
function ensureGtag(win: Window, dataLayer: unknown[]): Gtag {
  if (typeof win.gtag !== 'function') {
    win.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag.js expects the Arguments object itself
      dataLayer.push(arguments);
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
  const dataLayer = pageDataLayer(win);
  if (!dataLayer) return null;
  const gtag = ensureGtag(win, dataLayer);
  if (!hasDefault(dataLayer))
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
