import moment from 'moment';
import { parseIsoDay } from '@/core/dates/calendar-day';
import type { Locale } from '@/core/i18n/locales';
import { dateTag } from '@/core/i18n/day-format';

/** An ISO day in moment's tokens. */
const ISO_FORMAT = 'YYYY-MM-DD';

export type DatePart = 'D' | 'M' | 'Y';
export interface DateOrder {
  parts: DatePart[];
  separator: string;
}

const PART_OF: Partial<Record<Intl.DateTimeFormatPartTypes, DatePart>> = {
  day: 'D',
  month: 'M',
  year: 'Y',
};

/** The order and separator of a numeric date, from Intl (21/11/2026, 21.11.2026, 2026-11-21…). */
function dateOrder(tag: string): DateOrder {
  const parts = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(new Date(2026, 10, 21));
  const order = parts.flatMap((p) => (PART_OF[p.type] ? [PART_OF[p.type] as DatePart] : []));
  const separator = parts.find((p) => p.type === 'literal')?.value.trim() || '/';
  return { parts: order.length === 3 ? order : ['D', 'M', 'Y'], separator };
}

const TOKEN: Readonly<Record<DatePart, string>> = { D: 'DD', M: 'MM', Y: 'YYYY' };

/**
 * Dates are typed in the page's own order (DD/MM/YYYY on en-GB, DD.MM.YYYY
 * in Polish and German, YYYY-MM-DD in Swedish), as moment tokens.
 */
export const shortDateFormat = (locale: Locale, pageLang?: string | null): string => {
  const { parts, separator } = dateOrder(dateTag(locale, pageLang));
  return parts.map((part) => TOKEN[part]).join(separator);
};

/** What a customer may type: the page's order with or without leading zeros or the year, or ISO. */
function acceptedFormats(locale: Locale, pageLang?: string | null): string[] {
  const { parts, separator } = dateOrder(dateTag(locale, pageLang));
  const full = parts.map((part) => TOKEN[part]).join(separator);
  const dayMonth = parts.filter((part) => part !== 'Y');
  return [
    full,
    full.replace('DD', 'D').replace('MM', 'M'),
    // Without a year: this year (moment's default), e.g. "03/04" on en-GB is 3 April.
    dayMonth.map((part) => TOKEN[part]).join(separator),
    dayMonth.map((part) => part).join(separator),
  ];
}

/** The ISO day of a typed date, or null when it is not a real date in an accepted format. */
export function parseTypedDate(
  text: string,
  locale: Locale,
  pageLang?: string | null,
): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const iso = parseIsoDay(trimmed);
  if (iso) return iso;
  // Any of . / - or a space between the numbers: phones offer different separators.
  const { separator } = dateOrder(dateTag(locale, pageLang));
  const normalised = trimmed.replace(/\s*[./\-\s]\s*/g, separator);
  const parsed = moment(normalised, acceptedFormats(locale, pageLang), true);
  return parsed.isValid() ? parsed.format(ISO_FORMAT) : null;
}

/** An ISO day as the customer reads it, in the page's order. */
export function formatTypedDate(
  iso: string | null,
  locale: Locale,
  pageLang?: string | null,
): string {
  if (!iso) return '';
  const parsed = moment(iso, ISO_FORMAT, true);
  return parsed.isValid() ? parsed.format(shortDateFormat(locale, pageLang)) : iso;
}
