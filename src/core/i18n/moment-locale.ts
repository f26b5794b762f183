import moment from 'moment';
import type { Locale } from './locales';

/**
 * Loads moment's locale for the page as a lazy chunk (webpack keeps only the
 * ten product locales) and returns a moment factory bound to it.
 */
export async function loadMomentLocale(locale: Locale): Promise<string> {
  if (locale !== 'en') {
    await import(/* webpackChunkName: "moment-[request]" */ `moment/locale/${locale}`);
  }
  return locale;
}

export const localMoment = (locale: Locale, input?: moment.MomentInput): moment.Moment =>
  moment(input).locale(locale);
