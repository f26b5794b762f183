import 'moment/locale/pl';
import 'moment/locale/de';
import 'moment/locale/fr';
import 'moment/locale/sv';
import moment from 'moment';
import {
  formatTypedDate,
  parseTypedDate,
  shortDateFormat,
} from '../../../../src/features/auction-form/steps/route/date-text';
import {
  formatWindow,
  optionWindow,
} from '../../../../src/features/auction-form/steps/route/date-windows';

describe('typed dates follow the page locale through moment', () => {
  it.each([
    ['pl', '21.11.2026', '1.7.2026'],
    ['de', '21.11.2026', '1.7.2026'],
    ['fr', '21/11/2026', '1/7/2026'],
    ['en', '11/21/2026', '7/1/2026'],
    ['sv', '2026-11-21', '2026-07-01'],
  ] as const)('%s reads %s and %s', (locale, full, short) => {
    expect(parseTypedDate(full, locale)).toBe('2026-11-21');
    expect(parseTypedDate(short, locale)).toBe('2026-07-01');
    expect(formatTypedDate('2026-11-21', locale)).toBe(full);
  });

  it('accepts ISO in every locale and rejects impossible or foreign-order dates', () => {
    expect(parseTypedDate('2026-11-21', 'pl')).toBe('2026-11-21');
    expect(parseTypedDate('30.02.2026', 'pl')).toBeNull();
    expect(parseTypedDate('11/21/2026', 'fr')).toBeNull();
    expect(parseTypedDate('  ', 'de')).toBeNull();
    expect(parseTypedDate('tomorrow', 'en')).toBeNull();
  });

  it('names the short format per locale', () => {
    expect(shortDateFormat('pl')).toBe('DD.MM.YYYY');
    expect(shortDateFormat('en')).toBe('MM/DD/YYYY');
  });
});

describe('quick-option windows', () => {
  const today = moment('2026-12-29T23:50:00');

  it('span 3 and 7 days from today’s midnight, across a year end', () => {
    expect(optionWindow('3days', today)).toEqual({ from: '2026-12-29', to: '2027-01-01' });
    expect(optionWindow('week', today)).toEqual({ from: '2026-12-29', to: '2027-01-05' });
    expect(optionWindow('flex', today)).toBeNull();
    expect(optionWindow('custom', today)).toBeNull();
  });

  it('are written in the page language', () => {
    expect(formatWindow({ from: '2026-12-29', to: '2027-01-01' }, 'de')).toBe(
      'Di. 29. Dez. – Fr. 1. Jan.',
    );
    expect(formatWindow({ from: '2026-12-29', to: '2026-12-29' }, 'pl')).toBe('wt 29 gru');
  });
});
