import moment from 'moment';
import type { Locale } from '../../../../core/i18n/locales';
import { DATE_FORMAT } from '../../rules/dates';

/**
 * Dates are typed in the page's own short format (moment's "L": 21.11.2026
 * in Polish and German, 21/11/2026 in French, 11/21/2026 in English), not in
 * whatever the browser's language makes of a native date input.
 */
export const shortDateFormat = (locale: Locale): string =>
  moment.localeData(locale).longDateFormat('L');

/** What a customer may type: the short format, with or without leading zeros, or ISO. */
const acceptedFormats = (locale: Locale): string[] => {
  const format = shortDateFormat(locale);
  return [format, format.replace('DD', 'D').replace('MM', 'M'), DATE_FORMAT];
};

/** The ISO day of a typed date, or null when it is not a real date in an accepted format. */
export function parseTypedDate(text: string, locale: Locale): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const parsed = moment(trimmed, acceptedFormats(locale), locale, true);
  return parsed.isValid() ? parsed.format(DATE_FORMAT) : null;
}

/** An ISO day as the customer reads it. */
export function formatTypedDate(iso: string | null, locale: Locale): string {
  if (!iso) return '';
  const parsed = moment(iso, DATE_FORMAT, true);
  return parsed.isValid() ? parsed.locale(locale).format('L') : iso;
}
