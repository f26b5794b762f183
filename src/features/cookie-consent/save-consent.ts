import { removeCookieEverywhere, writeCookie } from '../../core/storage/cookies';
import type { CookieBarConfig } from './config';
import { ANALYTICS, effectiveBits, MARKETING, PERSONALIZATION } from './consent-bits';
import { applyConsentEffects } from './consent-store';

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
