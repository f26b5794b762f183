/** The ten product locales; English is the fallback for anything else. */
export const LOCALES = ['en', 'pl', 'de', 'es', 'it', 'fr', 'nl', 'ro', 'pt', 'sv'] as const;
export type Locale = (typeof LOCALES)[number];

/** `pl_PL`, `pl-PL`, `PL` or `pl` → `pl`; `en_150` → `en`; anything unknown → `en`. */
export function normalizeLocale(input: string | null | undefined): Locale {
  const short = (input ?? '').trim().toLowerCase().split(/[_-]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : 'en';
}
