// @vitest-environment node
import fc from 'fast-check';
import moment from 'moment';
import type { Locale } from '@/core/i18n/locales';
import {
  formatTypedDate,
  parseTypedDate,
  shortDateFormat,
} from '@/features/auction-form/ui/steps/route/date-text';
import { formatWindow, optionWindow } from '@/features/auction-form/ui/steps/route/date-windows';

describe('typed dates follow each locale’s own order, derived from Intl', () => {
  it.each([
    ['en', '21/11/2026', '1/7/2026', 'DD/MM/YYYY'],
    ['pl', '21.11.2026', '1.7.2026', 'DD.MM.YYYY'],
    ['de', '21.11.2026', '1.7.2026', 'DD.MM.YYYY'],
    ['es', '21/11/2026', '1/7/2026', 'DD/MM/YYYY'],
    ['it', '21/11/2026', '1/7/2026', 'DD/MM/YYYY'],
    ['fr', '21/11/2026', '1/7/2026', 'DD/MM/YYYY'],
    ['nl', '21-11-2026', '1-7-2026', 'DD-MM-YYYY'],
    ['ro', '21.11.2026', '1.7.2026', 'DD.MM.YYYY'],
    ['pt', '21/11/2026', '1/7/2026', 'DD/MM/YYYY'],
    ['sv', '2026-11-21', '2026-7-1', 'YYYY-MM-DD'],
  ] as const)('%s reads %s and %s, writes %s', (locale, full, short, format) => {
    expect(shortDateFormat(locale, null)).toBe(format);
    expect(parseTypedDate(full, locale, null)).toBe('2026-11-21');
    expect(parseTypedDate(short, locale, null)).toBe('2026-07-01');
    expect(formatTypedDate('2026-11-21', locale, null)).toBe(full);
  });

  it('on an en_GB page 25/11/2026 is accepted and 03/04 is 3 April of this year', () => {
    expect(parseTypedDate('25/11/2026', 'en', 'en_GB')).toBe('2026-11-25');
    expect(parseTypedDate('03/04', 'en', 'en_GB')).toBe(`${new Date().getFullYear()}-04-03`);
    expect(parseTypedDate('3.4.2027', 'en', 'en_GB')).toBe('2027-04-03');
  });

  it('follows the page lang when it names another region of the same language', () => {
    expect(shortDateFormat('en', 'en-US')).toBe('MM/DD/YYYY');
    expect(parseTypedDate('11/25/2026', 'en', 'en-US')).toBe('2026-11-25');
    expect(shortDateFormat('en', 'de-DE')).toBe('DD/MM/YYYY');
    expect(shortDateFormat('de', 'not a tag')).toBe('DD.MM.YYYY');
  });

  it('accepts ISO in every locale and rejects impossible or foreign-order dates', () => {
    expect(parseTypedDate('2026-11-21', 'pl', null)).toBe('2026-11-21');
    expect(parseTypedDate('30.02.2026', 'pl', null)).toBeNull();
    expect(parseTypedDate('11/21/2026', 'fr', null)).toBeNull();
    expect(parseTypedDate('11/21/2026', 'en', null)).toBeNull();
    expect(parseTypedDate('  ', 'de', null)).toBeNull();
    expect(parseTypedDate('tomorrow', 'en', null)).toBeNull();
  });
});

/**
 * The route step read typed dates with moment's strict multi-format parsing until moment left the
 * form; this is that code, kept as the oracle the moment-free reading must agree with.
 */
function momentReading(text: string, locale: Locale, pageLang: string | null): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const iso = moment(trimmed, 'YYYY-MM-DD', true);
  if (iso.isValid()) return iso.format('YYYY-MM-DD');
  const full = shortDateFormat(locale, pageLang);
  const separator = full.replace(/[DMY]/g, '')[0] as string;
  const dayMonth = full.split(separator).filter((token) => token !== 'YYYY');
  const formats = [
    full,
    full.replace('DD', 'D').replace('MM', 'M'),
    dayMonth.join(separator),
    dayMonth.map((token) => token[0]).join(separator),
  ];
  const parsed = moment(trimmed.replace(/\s*[./\-\s]\s*/g, separator), formats, true);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD') : null;
}

describe('parseTypedDate reads what moment read, and nothing else', () => {
  const pages: Array<[Locale, string | null]> = [
    ['en', null],
    ['en', 'en-US'],
    ['pl', null],
    ['de', null],
    ['es', null],
    ['it', null],
    ['fr', null],
    ['nl', null],
    ['ro', null],
    ['pt', null],
    ['sv', null],
  ];
  const number = fc.oneof(
    fc.integer({ min: 0, max: 40 }).map(String),
    fc.integer({ min: 0, max: 12 }).map((n) => String(n).padStart(2, '0')),
    fc.integer({ min: 0, max: 2100 }).map((n) => String(n).padStart(4, '0')),
    fc.stringMatching(/^\d{1,5}$/),
  );
  const separator = fc.constantFrom('.', '/', '-', ' ', ' / ', ' . ', '', 'x', ',', '  ');
  const noise = fc
    .tuple(fc.array(fc.tuple(number, separator), { minLength: 1, maxLength: 4 }), number)
    .map(([pairs, last]) => pairs.map(([n, s]) => n + s).join('') + last);
  // Near-dates: day, month and maybe a year in some order, padded or not (many of them real days).
  const part = (max: number) =>
    fc
      .tuple(fc.integer({ min: 0, max }), fc.boolean())
      .map(([n, padded]) => (padded ? String(n).padStart(2, '0') : String(n)));
  const nearDate = fc
    .tuple(
      part(32),
      part(13),
      fc.option(fc.integer({ min: 1990, max: 2100 }).map(String), { nil: null }),
      fc.constantFrom<Array<'d' | 'm' | 'y'>>(['d', 'm', 'y'], ['m', 'd', 'y'], ['y', 'm', 'd']),
      separator,
    )
    .map(([d, m, y, order, sep]) =>
      order.flatMap((p) => (p === 'd' ? [d] : p === 'm' ? [m] : y === null ? [] : [y])).join(sep),
    );
  const typed = fc
    .oneof(noise, nearDate, nearDate)
    .chain((text) => fc.constantFrom(text, text, ` ${text} `, `${text}x`, `${text}.`));

  it('on random digits and separators, for every page order', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...pages), (text, [locale, pageLang]) => {
        expect(parseTypedDate(text, locale, pageLang)).toBe(momentReading(text, locale, pageLang));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([
    ['05/4/2026', 'en'],
    ['5/04/2026', 'en'],
    ['5/4/2026', 'en'],
    ['05/04', 'en'],
    ['5/4', 'en'],
    ['00/04/2026', 'en'],
    ['29/02/2024', 'en'],
    ['29/02/2023', 'en'],
    ['29.02', 'de'],
    ['21/11/26', 'en'],
    ['21/11/02026', 'en'],
    ['2026-7-1', 'sv'],
    ['2026-07-1', 'sv'],
    ['7-1', 'sv'],
    ['21 . 11 . 2026', 'pl'],
    ['21..11.2026', 'pl'],
    ['0026-01-01', 'pl'],
  ] as const)('%j on a %s page', (text, locale) => {
    expect(parseTypedDate(text, locale, null)).toBe(momentReading(text, locale, null));
  });
});

describe('quick-option windows', () => {
  const today = '2026-12-29';

  it('span 3 and 7 days from today’s midnight, across a year end', () => {
    expect(optionWindow('3days', today)).toEqual({ from: '2026-12-29', to: '2027-01-01' });
    expect(optionWindow('week', today)).toEqual({ from: '2026-12-29', to: '2027-01-05' });
    expect(optionWindow('flex', today)).toBeNull();
    expect(optionWindow('custom', today)).toBeNull();
  });

  it('are written in the page language', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatWindow({ from: '2026-12-29', to: '2027-01-01' }, 'de'))).toBe(
      'Di., 29. Dez. – Fr., 1. Jan.',
    );
    expect(plain(formatWindow({ from: '2026-12-29', to: '2026-12-29' }, 'pl'))).toBe('wt., 29 gru');
  });
});
