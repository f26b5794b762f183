import { compareDays, parseIsoDay, type IsoDay } from '../dates/calendar-day';
import { isBlank, isEmpty } from './empty';

/*
 * Date rules. Parsing is strict, as moment's strict mode was (the rule names
 * are the legacy forms' jquery-validation methods): "2023-02-29", "2024-2-1",
 * "2024-02-01 9:00" and "2024-02-01 24:00" are all refused rather than rolled
 * over. A date-time is a wall-clock time as typed, compared by its calendar day.
 */

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** A date (`time` null) or a date-time (`time` "HH:mm"), read strictly. */
export interface ParsedDate {
  day: IsoDay;
  time: string | null;
}

const DATE_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):([0-5]\d)$/;

function parseDateTime(value: string): ParsedDate | null {
  const match = DATE_TIME.exec(value);
  const day = match ? parseIsoDay(match[1]) : null;
  return match && day ? { day, time: `${match[2]}:${match[3]}` } : null;
}

/** A strict date or date-time, or null. */
export function parseDate(value: string | null | undefined): ParsedDate | null {
  if (isEmpty(value)) return null;
  const day = parseIsoDay(value);
  return day ? { day, time: null } : parseDateTime(value);
}

export const momentDate = (value: string): boolean => isEmpty(value) || parseIsoDay(value) !== null;

export const momentDateTime = (value: string): boolean =>
  isEmpty(value) || parseDateTime(value) !== null;

/** The offer's end date is optional; when given it is a date or a date-time. */
export const offerEndDate = (value: string): boolean => isEmpty(value) || parseDate(value) !== null;

/**
 * The pickup end date is the same day as, or after, the offer's start
 * (`start` is the start field's value). With no usable start there is
 * nothing to compare; a pickup date that is not a date cannot be confirmed.
 */
export function pickupDateSameOrGreater(value: string, start: string | null | undefined): boolean {
  if (isEmpty(value)) return true;
  const from = parseDate(start);
  if (!from) return true;
  const to = parseDate(value);
  return to !== null && compareDays(to.day, from.day) >= 0;
}

/**
 * Receive and send dates are required only when the edited auction's
 * fixed-date box is ticked (`fixedDate` is whether it is).
 */
export const receiveDate = (value: string, fixedDate: boolean): boolean =>
  fixedDate !== true || !isBlank(value);

export const sendDate = receiveDate;
