import { isoDayFrom, parseIsoDay, today } from '@/core/dates/calendar-day';
import { dateTag } from '@/core/i18n/day-format';
import type { Locale } from '@/core/i18n/locales';

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
 * in Polish and German, YYYY-MM-DD in Swedish), as format tokens.
 */
export const shortDateFormat = (locale: Locale, pageLang?: string | null): string => {
  const { parts, separator } = dateOrder(dateTag(locale, pageLang));
  return parts.map((part) => TOKEN[part]).join(separator);
};

/**
 * What each token matches, as moment's strict mode did before it: two digits
 * for DD and MM, one or two without a leading zero for D and M, four for YYYY.
 */
const TOKEN_PATTERN: Readonly<Record<string, string>> = {
  DD: '(\\d\\d)',
  MM: '(\\d\\d)',
  D: '([1-9]\\d?)',
  M: '([1-9]\\d?)',
  YYYY: '(\\d{4})',
};

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * What a customer may type: the page's order with two-digit or unpadded day
 * and month, with or without the year (this year then: "03/04" on en-GB is
 * 3 April), as patterns whose groups are the parts in order.
 */
function acceptedPatterns({ parts, separator }: DateOrder): Array<[RegExp, DatePart[]]> {
  const dayMonth = parts.filter((part) => part !== 'Y');
  const padded = (order: DatePart[]) => order.map((part) => TOKEN[part]);
  const unpadded = (order: DatePart[]) => order.map((part) => (part === 'Y' ? TOKEN.Y : part));
  return [padded(parts), unpadded(parts), padded(dayMonth), unpadded(dayMonth)].map((tokens) => [
    new RegExp(`^${tokens.map((t) => TOKEN_PATTERN[t]).join(escapeRegExp(separator))}$`),
    tokens.map((t) => t[0] as DatePart),
  ]);
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
  const order = dateOrder(dateTag(locale, pageLang));
  const normalised = trimmed.replace(/\s*[./\-\s]\s*/g, order.separator);
  for (const [pattern, parts] of acceptedPatterns(order)) {
    const match = pattern.exec(normalised);
    if (!match) continue;
    const value = (part: DatePart) =>
      parts.includes(part) ? match[parts.indexOf(part) + 1] : undefined;
    const year = value('Y') ?? today().slice(0, 4);
    return isoDayFrom(year, value('M') ?? '', value('D') ?? '');
  }
  return null;
}

/** An ISO day as the customer reads it, in the page's order. */
export function formatTypedDate(
  iso: string | null,
  locale: Locale,
  pageLang?: string | null,
): string {
  if (!iso) return '';
  const day = parseIsoDay(iso);
  if (!day) return iso;
  const { parts, separator } = dateOrder(dateTag(locale, pageLang));
  const [year, month, date] = day.split('-') as [string, string, string];
  const text: Readonly<Record<DatePart, string>> = { Y: year, M: month, D: date };
  return parts.map((part) => text[part]).join(separator);
}
