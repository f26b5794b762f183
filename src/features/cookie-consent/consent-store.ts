import { readAllCookies, removeCookieEverywhere, writeCookie } from '../../core/storage/cookies';
import {
  ANALYTICS,
  effectiveBits,
  hasCategory,
  MARKETING,
  parseStoredBits,
  PERSONALIZATION,
} from './consent-bits';
import { sendConsentMode } from './consent-mode';
import { clearCookies } from './cookie-cleanup';
import type { CookieBarConfig } from './config';
import { activateConsentedScripts } from './script-activation';

const CONSENT_DAYS = 365;
export const CONSENT_EVENT = 'consent-changed';

export interface ConsentChangedDetail {
  /** The new bitmask (0..7). */
  consent: number;
  /** The bitmask before the change; null when this was the first decision. */
  previous: number | null;
  analytics: boolean;
  marketing: boolean;
  personalization: boolean;
}

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
 * Everything a consent state does to the page, the same on load and on a
 * change: Consent Mode update, start the granted scripts, clear the cookies
 * of the categories that are not granted.
 */
export function applyConsentEffects(bits: number, config: CookieBarConfig, hostname: string): void {
  sendConsentMode(bits, effectiveBits(0, hostname));
  activateConsentedScripts(bits);
  if (!hasCategory(bits, 'analytics')) clearCookies(config.analyticsCookies, hostname);
  if (!hasCategory(bits, 'marketing')) clearCookies(config.marketingCookies, hostname);
}

/** Stores a decision for a year, applies it and tells the page. Returns the stored value. */
export function saveConsent(
  value: number,
  previous: number | null,
  config: CookieBarConfig,
  hostname: string,
): number {
  const bits = effectiveBits(value, hostname);
  // Expire every scope first (host-only and each parent domain), then write the configured one.
  removeCookieEverywhere(config.cookieName, hostname);
  writeCookie(config.cookieName, String(bits), { days: CONSENT_DAYS, domain: config.cookieDomain });
  applyConsentEffects(bits, config, hostname);
  const detail: ConsentChangedDetail = {
    consent: bits,
    previous,
    analytics: (bits & ANALYTICS) !== 0,
    marketing: (bits & MARKETING) !== 0,
    personalization: (bits & PERSONALIZATION) !== 0,
  };
  // Dispatched on document and bubbling, so window listeners hear it too.
  document.dispatchEvent(
    new CustomEvent<ConsentChangedDetail>(CONSENT_EVENT, { detail, bubbles: true }),
  );
  return bits;
}
