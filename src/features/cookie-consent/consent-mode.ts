import { consentModeFor } from './consent-bits';

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
 * Sends the Consent Mode default (once per page, unless the head snippet
 * already did) and then an update with the current bits. Called on every
 * page load and on every change.
 */
export function sendConsentMode(bits: number, defaultBits: number, win: Window = window): void {
  const gtag = ensureGtag(win);
  if (!hasDefault(win))
    gtag('consent', 'default', { ...consentModeFor(defaultBits), wait_for_update: 500 });
  gtag('consent', 'update', consentModeFor(bits));
}

/**
 * A tiny script for the page head, before any tag manager: it queues the
 * denied default (granted analytics on a .pl host) so no tag ever runs
 * without it. The bundle then only sends updates.
 */
export const CONSENT_DEFAULT_SNIPPET =
  'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};' +
  "var a=/\\.pl\\.?$/i.test(location.hostname)?'granted':'denied';" +
  "gtag('consent','default',{analytics_storage:a,ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500});";
