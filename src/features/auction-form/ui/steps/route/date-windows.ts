import type { IsoDay } from '@/core/dates/calendar-day';
import { formatDay } from '@/core/i18n/day-format';
import type { Locale } from '@/core/i18n/locales';
import { dateRangePatch, type TransportDateRange } from '@/features/auction-form/rules/dates';

export interface DateWindow {
  from: string;
  to: string;
}

/** The window a quick option gives from today (spec section 4), or null for flex and custom. */
export function optionWindow(option: TransportDateRange, today: IsoDay): DateWindow | null {
  const patch = dateRangePatch(option, today);
  return patch.sendDateFrom && patch.sendDateTo
    ? { from: patch.sendDateFrom, to: patch.sendDateTo }
    : null;
}

/** "Tue 29 Dec" on en-GB, "Di., 29. Dez." in German: the form's one day formatter. */
const dayLabel = (value: string, locale: Locale): string => formatDay(value, locale) ?? value;

/** "Thu 12 Jun – Sun 15 Jun" (one day when both ends are the same). */
export function formatWindow(window: DateWindow, locale: Locale): string {
  const from = dayLabel(window.from, locale);
  return window.from === window.to ? from : `${from} – ${dayLabel(window.to, locale)}`;
}
