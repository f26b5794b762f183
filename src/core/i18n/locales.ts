/** The ten product locales; English is the fallback for anything else. */
export const LOCALES = ['en', 'pl', 'de', 'es', 'it', 'fr', 'nl', 'ro', 'pt', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** `pl_PL`, `pl-PL`, `PL` or `pl` → `pl`; `en_150` → `en`; anything unknown → `en`. */
export function normalizeLocale(input: string | null | undefined): Locale {
  const short = (input ?? '').trim().toLowerCase().split(/[_-]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : 'en';
}

/** The value for an `Accept-Language` header: `pl_PL` → `pl-PL, pl;q=0.9`. */
export function acceptLanguage(input: string | null | undefined): string {
  const locale = normalizeLocale(input);
  const raw = (input ?? '').trim().replace('_', '-');
  return raw && raw.toLowerCase() !== locale && raw.toLowerCase().startsWith(`${locale}-`)
    ? `${raw}, ${locale};q=0.9`
    : locale;
}
