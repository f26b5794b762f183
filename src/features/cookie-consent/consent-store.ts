import { readAllCookies } from '../../core/storage/cookie-read';
import type { CookieBarConfig } from './config';
import { hasCategory, parseStoredBits } from './consent-bits';
import { sendConsentMode } from './consent-mode';
import { clearCookies } from './cookie-cleanup';
import { activateConsentedScripts } from './script-activation';

/**
 * The stored decision, or null when the visitor has not decided yet. With
 * several copies (a legacy host-only cookie beside a Domain one) only what
 * every copy grants counts: a withdrawal in one is never undone by the other.
 */
export function readStoredConsent(config: Pick<CookieBarConfig, 'cookieName'>): number | null {
  const decisions = readAllCookies(config.cookieName)
    .map(parseStoredBits)
    .filter((bits): bits is number => bits !== null);
  if (decisions.length === 0) return null;
  return decisions.reduce((all, bits) => all & bits);
}

/**
 * Runs one effect on its own: the page's scripts and globals are not ours, and a failure in one
 * (a site's gtag that throws) must neither stop the others nor the bar, or no consent could be
 * given. The developer is told in our own words (the error's text may hold page text), and the
 * error is reported.
 */
function runEffect(effect: string, run: () => void): void {
  try {
    run();
  } catch (error) {
    console.error(
      `[transport-widgets] cookie bar: the consent effect "${effect}" failed (${error instanceof Error ? error.name : 'error'}); the others ran`,
    );
    // The reporter is a lazy chunk: a page whose effects all run never loads it.
    void import('../../core/errors/report').then(({ reportError }) =>
      reportError(error, { widget: 'cookie-bar', kind: 'consent-effect', extra: { effect } }),
    );
  }
}

/**
 * Everything a consent state does to the page, the same on load and on a
 * change: Consent Mode update, start the granted scripts, clear the cookies
 * of the categories that are not granted. Each effect runs on its own.
 */
export function applyConsentEffects(bits: number, config: CookieBarConfig, hostname: string): void {
  runEffect('consent-mode', () => sendConsentMode(bits, hostname));
  runEffect('scripts', () => activateConsentedScripts(bits));
  // Removal is asynchronous (js-cookie loads only when a cookie to remove is there); a removal
  // that cannot load is tried again by the next page, which applies the same consent.
  runEffect('cookies', () => {
    if (!hasCategory(bits, 'analytics'))
      clearCookies(config.analyticsCookies, hostname).catch(() => undefined);
    if (!hasCategory(bits, 'marketing'))
      clearCookies(config.marketingCookies, hostname).catch(() => undefined);
  });
}
