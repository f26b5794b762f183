import { addDays, isBefore, parseIsoDay, type IsoDay } from '@/core/dates/calendar-day';
import { DATE_FIELDS, pickDates, type DateField, type DateFields } from '../model/auction';

/** The four quick choices of the route step (spec section 4). */
export type TransportDateRange = 'flex' | '3days' | 'week' | 'custom';
export const TRANSPORT_DATE_RANGES: readonly TransportDateRange[] = [
  'flex',
  '3days',
  'week',
  'custom',
];

export type { DateField, DateFields };
export type DateErrorKey = 'required' | 'receiveBeforeSend' | 'toBeforeFrom' | 'past';
export type DateErrors = Partial<Record<DateField, DateErrorKey>>;

/** Spec section 9: the quick ranges span 3 and 7 days. */
const QUICK_RANGE_DAYS: Partial<Record<TransportDateRange, number>> = { '3days': 3, week: 7 };

/** What picking a range option does to the auction's dates (`today` is the visitor's calendar day). */
export function dateRangePatch(option: TransportDateRange, today: IsoDay): DateFields {
  const days = QUICK_RANGE_DAYS[option];
  if (days !== undefined) {
    const from = today;
    const to = addDays(today, days);
    return {
      dateFixed: true,
      sendDateFrom: from,
      sendDateTo: to,
      receiveDateFrom: from,
      receiveDateTo: to,
    };
  }
  return {
    dateFixed: option !== 'flex',
    sendDateFrom: null,
    sendDateTo: null,
    receiveDateFrom: null,
    receiveDateTo: null,
  };
}

/** The day of a stored date; the API may add a time after it, which says nothing about the day. */
const parse = (value: string | null): IsoDay | null =>
  value ? parseIsoDay(value.slice(0, 10)) : null;

/**
 * Per-field errors of fixed dates: a missing or unreadable date is required;
 * a receive date earlier than its matching send date is a mismatch; send-from
 * and receive-from before today's start are in the past. Flexible dates have
 * no errors.
 */
export function dateErrors(
  fields: DateFields,
  range: TransportDateRange | null,
  today: IsoDay,
): DateErrors {
  if (range === 'flex' || !fields.dateFixed) return {};
  const errors: DateErrors = {};
  const parsed = Object.fromEntries(DATE_FIELDS.map((key) => [key, parse(fields[key])])) as Record<
    DateField,
    IsoDay | null
  >;
  for (const key of DATE_FIELDS) if (!parsed[key]) errors[key] = 'required';
  for (const key of ['sendDateFrom', 'receiveDateFrom'] as const) {
    const date = parsed[key];
    if (date && isBefore(date, today)) errors[key] = 'past';
  }
  // A window whose latest day is before its earliest (seed §5, pickupDateSameOrGreater).
  const windows = [
    ['sendDateFrom', 'sendDateTo'],
    ['receiveDateFrom', 'receiveDateTo'],
  ] as const;
  for (const [from, to] of windows) {
    const f = parsed[from];
    const t = parsed[to];
    if (f && t && isBefore(t, f) && !errors[to]) errors[to] = 'toBeforeFrom';
  }
  const pairs = [
    ['sendDateFrom', 'receiveDateFrom'],
    ['sendDateTo', 'receiveDateTo'],
  ] as const;
  for (const [send, receive] of pairs) {
    const s = parsed[send];
    const r = parsed[receive];
    if (s && r && isBefore(r, s) && !errors[receive]) errors[receive] = 'receiveBeforeSend';
  }
  return errors;
}

/**
 * Spec section 4: the range is chosen and either flexible (flex, dateFixed
 * false) or fixed (not flex, dateFixed true) with all four dates present,
 * no receive date before its send date, and no date in the past.
 */
export function datesValid(
  fields: DateFields,
  range: TransportDateRange | null,
  today: IsoDay,
): boolean {
  if (!range) return false;
  if (range === 'flex') return !fields.dateFixed;
  if (!fields.dateFixed) return false;
  return Object.keys(dateErrors(fields, range, today)).length === 0;
}

/**
 * The "valid dates" of the edit and copy derivation (spec section 4): fixed,
 * all four dates present and readable, and no mismatch (a receive date earlier
 * than its matching send date). A past date or a reversed window is not part
 * of it: those are errors the route step shows on the kept dates.
 */
export function hasValidFixedDates(fields: DateFields): boolean {
  if (!fields.dateFixed) return false;
  const [sendFrom, sendTo, receiveFrom, receiveTo] = DATE_FIELDS.map((key) => parse(fields[key]));
  if (!sendFrom || !sendTo || !receiveFrom || !receiveTo) return false;
  return !isBefore(receiveFrom, sendFrom) && !isBefore(receiveTo, sendTo);
}

/**
 * Edit and copy derive the range from the loaded auction (spec section 4):
 * a fixed-date auction with valid dates (`hasValidFixedDates`), or one with a
 * booking set price, is custom (dates kept); anything else is flex with the
 * flex patch applied. An auction whose dates have passed stays custom, so the
 * customer sees the past-date errors on the dates they chose.
 */
export function deriveDateRange(
  auction: DateFields & { bookingSetPrice?: number | null },
  today: IsoDay,
): { range: TransportDateRange; patch: DateFields | null } {
  if (hasValidFixedDates(auction)) return { range: 'custom', patch: null };
  if (auction.bookingSetPrice !== null && auction.bookingSetPrice !== undefined) {
    return { range: 'custom', patch: { ...pickDates(auction), dateFixed: true } };
  }
  return { range: 'flex', patch: dateRangePatch('flex', today) };
}
