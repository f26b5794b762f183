import moment from 'moment';
import { localMoment } from '@/core/i18n/moment-locale';
import type { Locale } from '@/core/i18n/locales';
import { DATE_FORMAT, dateRangePatch, type TransportDateRange } from '../../rules/dates';

export interface DateWindow {
  from: string;
  to: string;
}

/** The window a quick option gives from today (spec section 4), or null for flex and custom. */
export function optionWindow(option: TransportDateRange, today: moment.Moment): DateWindow | null {
  const patch = dateRangePatch(option, today);
  return patch.sendDateFrom && patch.sendDateTo
    ? { from: patch.sendDateFrom, to: patch.sendDateTo }
    : null;
}

/** The locale's medium date ("ll") without the year: "D. MMM" in German, "MMM D" in English. */
const dayMonthFormat = (locale: Locale): string =>
  moment
    .localeData(locale)
    .longDateFormat('ll')
    .replace(/[\s,.]*(\[[^\]]*\]\s*)?Y+/, '')
    .trim();

/** "Thu Jun 12", "Do. 12. Juni", in the page's language through moment's locale data. */
export function formatDay(value: string, locale: Locale): string {
  const date = moment(value, DATE_FORMAT, true);
  return date.isValid() ? localMoment(locale, date).format(`ddd ${dayMonthFormat(locale)}`) : value;
}

/** "Thu 12 Jun – Sun 15 Jun" (one day when both ends are the same). */
export function formatWindow(window: DateWindow, locale: Locale): string {
  const from = formatDay(window.from, locale);
  return window.from === window.to ? from : `${from} – ${formatDay(window.to, locale)}`;
}

/** A "YYYY-MM-DD" for the min attribute of the date inputs. */
export const isoDay = (day: moment.Moment): string =>
  day.clone().startOf('day').format(DATE_FORMAT);
