/**
 * The consent bitmask, as the platform's backend and legacy pages store it:
 * analytics 1, marketing 2, and a third bit 4 (ad personalisation) that is
 * always granted together with marketing. All = 7, nothing optional = 0.
 */
export const ANALYTICS = 1;
export const MARKETING = 2;
export const PERSONALIZATION = 4;
export const ALL = ANALYTICS | MARKETING | PERSONALIZATION;

/** The selection shown before any choice, per the spec: analytics pre-selected. */
export const SPEC_DEFAULT_SELECTION = ANALYTICS;

export type ConsentCategory = 'analytics' | 'marketing';

/** Integers 0..7 only; marketing drags the personalisation bit along. */
export function normalizeBits(value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > ALL) return 0;
  return value & MARKETING ? value | PERSONALIZATION : value;
}

/** On a .pl host analytics always counts as consented (the Polish market's legal basis). */
export const isPolishHost = (hostname: string): boolean => /\.pl\.?$/i.test(hostname);

/** The consent that applies on this host: the stored bits plus the .pl rule. */
export function effectiveBits(bits: number, hostname: string): number {
  const normalized = normalizeBits(bits);
  return isPolishHost(hostname) ? normalized | ANALYTICS : normalized;
}

export type Choice = 'acceptAll' | 'necessaryOnly' | 'save';

/**
 * The value a button stores. "Accept all" is 7; "Necessary only" and "Save"
 * store the current selection of the toggles (which starts at the default
 * selection), so the two differ only in where the user clicked.
 */
export function valueForChoice(choice: Choice, selection: number, hostname: string): number {
  return effectiveBits(choice === 'acceptAll' ? ALL : selection, hostname);
}

/** Parses the cookie's value; anything but a plain integer 0..7 means no decision yet. */
export function parseStoredBits(raw: string | undefined | null): number | null {
  if (raw === undefined || raw === null || !/^[0-7]$/.test(raw.trim())) return null;
  return normalizeBits(Number(raw.trim()));
}

export const hasCategory = (bits: number, category: ConsentCategory): boolean =>
  (bits & (category === 'analytics' ? ANALYTICS : MARKETING)) !== 0;

/** Turns one toggle on or off in a selection. */
export function toggleCategory(selection: number, category: ConsentCategory, on: boolean): number {
  const mask = category === 'analytics' ? ANALYTICS : MARKETING | PERSONALIZATION;
  return normalizeBits(on ? selection | mask : selection & ~mask);
}

export type ConsentValue = 'granted' | 'denied';

export interface ConsentModeState {
  analytics_storage: ConsentValue;
  ad_storage: ConsentValue;
  ad_user_data: ConsentValue;
  ad_personalization: ConsentValue;
}

const flag = (on: boolean): ConsentValue => (on ? 'granted' : 'denied');

/** Google Consent Mode v2 signals for a bitmask (bits are read as they are, not normalised). */
export function consentModeFor(bits: number): ConsentModeState {
  return {
    analytics_storage: flag((bits & ANALYTICS) !== 0),
    ad_storage: flag((bits & MARKETING) !== 0),
    ad_user_data: flag((bits & MARKETING) !== 0),
    ad_personalization: flag((bits & PERSONALIZATION) !== 0),
  };
}
