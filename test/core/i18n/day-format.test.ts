import { dateTag, formatDay } from '@/core/i18n/day-format';
import { LOCALES } from '@/core/i18n/locales';
import { formatWindow } from '@/features/auction-form/ui/steps/route/date-windows';

// Tuesday 29 December 2026: the day and the month are told apart by their text, 29 against "Dec".
const DAY = '2026-12-29';

/** The formatter's spaces are non-breaking; the tables below are written with plain ones. */
const plain = (text: string | null): string | null => text && text.replace(/\u00a0/g, ' ');

describe('formatDay: one day formatter, in each locale’s own order (Intl)', () => {
  it.each([
    ['en', 'Tue 29 Dec', 'Tue, 29 Dec 2026'],
    ['pl', 'wt., 29 gru', 'wt., 29 gru 2026'],
    ['de', 'Di., 29. Dez.', 'Di., 29. Dez. 2026'],
    ['es', 'mar, 29 dic', 'mar, 29 dic 2026'],
    ['it', 'mar 29 dic', 'mar 29 dic 2026'],
    ['fr', 'mar. 29 déc.', 'mar. 29 déc. 2026'],
    ['nl', 'di 29 dec', 'di 29 dec 2026'],
    ['ro', 'mar., 29 dec.', 'mar., 29 dec. 2026'],
    ['pt', 'terça, 29/12', 'terça, 29/12/2026'],
    ['sv', 'tis 29 dec.', 'tis 29 dec. 2026'],
  ] as const)('%s writes %s, with the year %s', (locale, short, long) => {
    expect(plain(formatDay(DAY, locale, { pageLang: null }))).toBe(short);
    expect(plain(formatDay(DAY, locale, { pageLang: null, year: true }))).toBe(long);
  });

  it.each(LOCALES)('%s puts day and month where Intl puts them for its region', (locale) => {
    const parts = new Intl.DateTimeFormat(dateTag(locale, null), {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2026, 11, 29)));
    const at = (type: 'day' | 'month') => parts.findIndex((p) => p.type === type);
    const month = parts[at('month')]?.value ?? '';
    const text = plain(formatDay(DAY, locale, { pageLang: null })) ?? '';
    expect(text.indexOf('29') < text.lastIndexOf(month)).toBe(at('day') < at('month'));
  });

  it('the English site is British, an en_GB page too; only an en-US page gets the US order', () => {
    expect(plain(formatDay(DAY, 'en', { pageLang: 'en_GB' }))).toBe('Tue 29 Dec');
    expect(plain(formatDay(DAY, 'en', { pageLang: 'en' }))).toBe('Tue 29 Dec');
    expect(plain(formatDay(DAY, 'en', { pageLang: 'en-US' }))).toBe('Tue, Dec 29');
    expect(plain(formatDay(DAY, 'de', { pageLang: 'de-AT' }))).toBe('Di., 29. Dez.');
  });

  it('reads the page’s lang from the document when none is given', () => {
    document.documentElement.lang = 'en_GB';
    expect(plain(formatDay(DAY, 'en'))).toBe('Tue 29 Dec');
    document.documentElement.lang = 'en-US';
    expect(plain(formatDay(DAY, 'en'))).toBe('Tue, Dec 29');
    document.documentElement.lang = '';
  });

  it('takes a date-time’s day and refuses what is not a real day', () => {
    expect(plain(formatDay('2026-12-29T23:30:00+01:00', 'en', { pageLang: null }))).toBe(
      'Tue 29 Dec',
    );
    expect(plain(formatDay('2026-02-30', 'en', { pageLang: null }))).toBeNull();
    expect(plain(formatDay('29/12/2026', 'en', { pageLang: null }))).toBeNull();
    expect(plain(formatDay('', 'en', { pageLang: null }))).toBeNull();
    expect(plain(formatDay(null, 'en', { pageLang: null }))).toBeNull();
  });
});

describe('the route’s quick ranges and the summary use it', () => {
  it('route quick-range labels are day-first on English pages', () => {
    document.documentElement.lang = 'en_GB';
    expect(plain(formatWindow({ from: '2026-12-29', to: '2027-01-01' }, 'en'))).toBe(
      'Tue 29 Dec – Fri 1 Jan',
    );
    expect(plain(formatWindow({ from: DAY, to: DAY }, 'en'))).toBe('Tue 29 Dec');
    document.documentElement.lang = '';
  });
});

describe('a date never wraps inside itself', () => {
  it.each(LOCALES)('%s: no breaking space in a formatted day', (locale) => {
    const text = formatDay(DAY, locale, { pageLang: null, year: true }) ?? '';
    expect(text).not.toMatch(/ /);
    expect(formatWindow({ from: DAY, to: '2027-01-01' }, locale)).toMatch(/\S – \S/);
  });
});
