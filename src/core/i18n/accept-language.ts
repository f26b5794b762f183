import { normalizeLocale } from './locales';

/**
 * The value for an `Accept-Language` header: `pl_PL` → `pl-PL, pl;q=0.9`. A module of its own:
 * `locales.ts` is in the runtime every page loads, and only requests need this.
 */
export function acceptLanguage(input: string | null | undefined): string {
  const locale = normalizeLocale(input);
  const raw = (input ?? '').trim().replace('_', '-');
  return raw && raw.toLowerCase() !== locale && raw.toLowerCase().startsWith(`${locale}-`)
    ? `${raw}, ${locale};q=0.9`
    : locale;
}
