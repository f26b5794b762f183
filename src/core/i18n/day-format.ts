import type { Locale } from './locales';

/** The region each site locale's dates follow when the page's `lang` names none (the English site is British). */
const DEFAULT_TAGS: Readonly<Record<Locale, string>> = {
  en: 'en-GB',
  pl: 'pl-PL',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
  fr: 'fr-FR',
  nl: 'nl-NL',
  ro: 'ro-RO',
  pt: 'pt-PT',
  sv: 'sv-SE',
};

const pageLanguage = (): string | null =>
  typeof document === 'undefined' ? null : document.documentElement.lang || null;

/**
 * The BCP 47 tag whose date order applies: the page's own `lang` (`en-GB`,
 * `en_GB`, `de-AT`) when it is the form's language, else the site default.
 */
export function dateTag(locale: Locale, pageLang: string | null = pageLanguage()): string {
  const tag = (pageLang ?? '').replace('_', '-');
  if (tag.toLowerCase().startsWith(`${locale}-`)) {
    try {
      return Intl.getCanonicalLocales(tag)[0] ?? DEFAULT_TAGS[locale];
    } catch {
      // A malformed lang attribute: the site default stands.
    }
  }
  return DEFAULT_TAGS[locale];
}

export interface DayFormatOptions {
  /** Add the year (the summary's dates may be months away; the quick ranges are this week). */
  year?: boolean;
  /** The page's `lang`; read from the document when not given. */
  pageLang?: string | null;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/**
 * The one way the form writes a day for reading: weekday, day and short month
 * in the locale's own order from Intl ("Tue 29 Dec" on en-GB, "Di., 29. Dez."
 * in German, "Tue, Dec 29" only where the page says en-US). Null when the
 * value is not a real `YYYY-MM-DD` day. Its spaces are non-breaking.
 */
export function formatDay(
  value: string | null | undefined,
  locale: Locale,
  { year = false, pageLang }: DayFormatOptions = {},
): string | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 2026-02-30 over to March: such a value is not a day.
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) {
    return null;
  }
  const tag = pageLang === undefined ? dateTag(locale) : dateTag(locale, pageLang);
  const text = new Intl.DateTimeFormat(tag, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(year ? { year: 'numeric' } : {}),
    // The day is a calendar day, not an instant: no time zone may move it.
    timeZone: 'UTC',
  }).format(date);
  // One date never wraps inside itself ("Wed 25 / Nov" on a phone): a window wraps between its ends.
  return text.replace(/ /g, '\u00a0');
}
