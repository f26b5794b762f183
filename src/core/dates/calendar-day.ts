/**
 * Calendar days as ISO strings, `YYYY-MM-DD`, in the visitor's local time.
 *
 * A day is a name on the calendar, not an instant: it is read once from the
 * clock (`today`) and from then on only its year, month and day are used.
 * Arithmetic runs on those parts through UTC dates, where every day has
 * 24 hours, so a daylight-saving change (or a zone that skipped a whole day)
 * can never move a day; a local `Date` plus 24 h can. The strings sort in
 * calendar order, serialise as they are and are what the API takes.
 */
export type IsoDay = string;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The UTC midnight of a year, month (1-12) and day; years 0-99 are not moved to the 1900s. */
function utcDate(year: number, month: number, day: number): Date {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
}

const fromUtc = (date: Date): IsoDay =>
  `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;

/** The parts of a day known to be valid (every caller has parsed it). */
function partsOf(day: IsoDay): [number, number, number] {
  const match = ISO_DAY.exec(day);
  if (!match) throw new RangeError(`Not a calendar day (YYYY-MM-DD): ${JSON.stringify(day)}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * A strict `YYYY-MM-DD`, or null: exactly four, two and two digits, and a day
 * the calendar has (2023-02-29 and 2024-13-01 are refused, not rolled over;
 * nothing before or after it is allowed).
 */
export function parseIsoDay(value: string | null | undefined): IsoDay | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = utcDate(year, month, day);
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? value : null;
}

/** The day of a year, month (1-12) and day given as numbers or digit strings, or null when the calendar has none. */
export const isoDayFrom = (
  year: number | string,
  month: number | string,
  day: number | string,
): IsoDay | null =>
  parseIsoDay(`${pad(Number(year), 4)}-${pad(Number(month), 2)}-${pad(Number(day), 2)}`);

/** The visitor's calendar day at `now` (their clock's year, month and day). */
export const today = (now: Date = new Date()): IsoDay =>
  `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1, 2)}-${pad(now.getDate(), 2)}`;

/** The day `days` after `day` (before it when negative), across month and year ends. */
export function addDays(day: IsoDay, days: number): IsoDay {
  const [year, month, date] = partsOf(day);
  return fromUtc(utcDate(year, month, date + days));
}

/** Negative when `a` is the earlier day, zero for the same day, positive when later. */
export const compareDays = (a: IsoDay, b: IsoDay): number => {
  partsOf(a);
  partsOf(b);
  // Fixed-width digits: string order is calendar order.
  return a < b ? -1 : a > b ? 1 : 0;
};

/** Whether `a` is a day earlier than `b`. */
export const isBefore = (a: IsoDay, b: IsoDay): boolean => compareDays(a, b) < 0;
