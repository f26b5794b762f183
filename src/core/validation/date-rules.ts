import moment from 'moment';
import { isBlank, isEmpty } from './empty';

/*
 * Date rules. Parsing is strict (moment's third argument): "2023-02-29",
 * "2024-2-1" and "2024-02-01 9:00" are all refused rather than rolled over.
 * Dates are compared by calendar day in the browser's time zone.
 */

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/**
 * moment's strict mode still reads "24:00" as the next day's midnight (ISO's
 * end of day); asking that the date writes back as typed refuses that too.
 */
function strict(value: string, format: string): moment.Moment {
  const parsed = moment(value, format, true);
  return parsed.isValid() && parsed.format(format) === value ? parsed : moment.invalid();
}

/** A strict date or date-time, or null. */
export function parseDate(value: string | null | undefined): moment.Moment | null {
  if (isEmpty(value)) return null;
  const parsed = [DATE_TIME_FORMAT, DATE_FORMAT]
    .map((format) => strict(value, format))
    .find((m) => m.isValid());
  return parsed ?? null;
}

export const momentDate = (value: string): boolean =>
  isEmpty(value) || strict(value, DATE_FORMAT).isValid();

export const momentDateTime = (value: string): boolean =>
  isEmpty(value) || strict(value, DATE_TIME_FORMAT).isValid();

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
  return to !== null && to.isSameOrAfter(from, 'day');
}

/**
 * Receive and send dates are required only when the edited auction's
 * fixed-date box is ticked (`fixedDate` is whether it is).
 */
export const receiveDate = (value: string, fixedDate: boolean): boolean =>
  fixedDate !== true || !isBlank(value);

export const sendDate = receiveDate;
