import 'moment/locale/pl';
import 'moment/locale/de';
import 'moment/locale/fr';
import 'moment/locale/sv';
import moment from 'moment';
import {
  formatTypedDate,
  parseTypedDate,
  shortDateFormat,
} from '@/features/auction-form/steps/route/date-text';
import { formatWindow, optionWindow } from '@/features/auction-form/steps/route/date-windows';

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
    expect(parseTypedDate('03/04', 'en', 'en_GB')).toBe(`${moment().year()}-04-03`);
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
