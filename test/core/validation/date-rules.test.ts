// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  momentDate,
  momentDateTime,
  offerEndDate,
  parseDate,
  pickupDateSameOrGreater,
  receiveDate,
  sendDate,
} from '@/core/validation/date-rules';

describe('momentDate: YYYY-MM-DD, strict', () => {
  it.each([
    ['', true],
    ['2024-02-29', true], // a leap year
    ['2023-02-29', false], // not one: strict parsing does not roll over to March
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-2-1', false],
    ['2024/02/01', false],
    ['01-02-2024', false],
    ['2024-02-01 10:00', false],
    ['2024-02-01x', false],
    ['tomorrow', false],
  ])('%j → %s', (value, expected) => {
    expect(momentDate(value)).toBe(expected);
  });
});

describe('momentDateTime: YYYY-MM-DD HH:mm, strict', () => {
  it.each([
    ['', true],
    ['2024-02-29 23:59', true],
    ['2023-02-29 10:00', false],
    ['2024-02-01 24:00', false],
    ['2024-02-01 9:00', false],
    ['2024-02-01T09:00', false],
    ['2024-02-01', false],
    ['2024-02-01 09:00:00', false],
  ])('%j → %s', (value, expected) => {
    expect(momentDateTime(value)).toBe(expected);
  });
});

describe('offerEndDate: may be empty, else a strict date or date-time', () => {
  it.each([
    ['', true],
    ['2024-06-30', true],
    ['2024-06-30 18:00', true],
    ['2024-06-31', false],
    ['30.06.2024', false],
  ])('%j → %s', (value, expected) => {
    expect(offerEndDate(value)).toBe(expected);
  });
});

describe('pickupDateSameOrGreater: the same day as the offer start, or later', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['2024-05-10', '2024-05-10', true],
    ['2024-05-11', '2024-05-10', true],
    ['2024-05-09', '2024-05-10', false],
    ['2024-05-10 08:00', '2024-05-10 18:00', true], // the same day counts
    ['2025-01-01', '2024-12-31 23:59', true],
    ['2024-05-09 23:59', '2024-05-10', false],
    ['', '2024-05-10', true], // empty: optional
    ['2024-05-09', '', true], // no start to compare with
    ['2024-05-09', undefined, true],
    ['2024-05-09', 'not a date', true],
    ['not a date', '2024-05-10', false],
    ['2023-02-29', '2023-01-01', false],
  ])('%j against start %j → %s', (value, start, expected) => {
    expect(pickupDateSameOrGreater(value, start)).toBe(expected);
  });
});

describe('receiveDate / sendDate: required only when the fixed-date box is ticked', () => {
  it.each([receiveDate, sendDate])('%o', (rule) => {
    expect(rule('', false)).toBe(true);
    expect(rule('', true)).toBe(false);
    expect(rule('   ', true)).toBe(false);
    expect(rule('2024-05-10', true)).toBe(true);
    expect(rule('2024-05-10', false)).toBe(true);
  });
});

describe('parseDate', () => {
  it('reads both formats and nothing else', () => {
    expect(parseDate('2024-05-10')).toEqual({ day: '2024-05-10', time: null });
    expect(parseDate('2024-05-10 07:30')).toEqual({ day: '2024-05-10', time: '07:30' });
    expect(parseDate('2024-05-10 24:00')).toBeNull();
    expect(parseDate('2024-05-10 23:60')).toBeNull();
    expect(parseDate('10/05/2024')).toBeNull();
    expect(parseDate('')).toBeNull();
    expect(parseDate(null)).toBeNull();
  });
});
