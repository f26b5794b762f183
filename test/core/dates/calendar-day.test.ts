// @vitest-environment node
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import {
  addDays,
  compareDays,
  isBefore,
  isoDayFrom,
  parseIsoDay,
  today,
} from '@/core/dates/calendar-day';

describe('parseIsoDay', () => {
  it.each<[unknown, string | null]>([
    ['2024-02-29', '2024-02-29'], // a leap year
    ['2000-02-29', '2000-02-29'], // divisible by 400: a leap year
    ['2023-02-29', null], // not one: refused, not rolled over to March
    ['1900-02-29', null], // divisible by 100, not 400: not one
    ['2024-04-31', null],
    ['2024-12-31', '2024-12-31'],
    ['2024-13-01', null],
    ['2024-00-10', null],
    ['2024-01-00', null],
    ['2024-2-1', null],
    ['24-02-01', null],
    ['2024/02/01', null],
    ['01-02-2024', null],
    ['2024-02-01 10:00', null],
    ['2024-02-01T00:00:00Z', null],
    ['2024-02-01x', null],
    [' 2024-02-01', null],
    ['2024-02-01\n', null],
    ['+002024-02-01', null],
    ['２０２４-02-01', null], // digits are ASCII digits
    ['0099-03-01', '0099-03-01'], // years below 100 are not read as 19xx
    ['', null],
    ['tomorrow', null],
    [null, null],
    [undefined, null],
  ])('%j → %j', (value, expected) => {
    expect(parseIsoDay(value as string | null | undefined)).toBe(expected);
  });
});

describe('isoDayFrom', () => {
  it.each<[number | string, number | string, number | string, string | null]>([
    [2026, 3, 9, '2026-03-09'],
    ['2026', '3', '9', '2026-03-09'],
    ['2026', '03', '09', '2026-03-09'],
    [99, 1, 1, '0099-01-01'],
    [2024, 2, 29, '2024-02-29'],
    [2023, 2, 29, null],
    [2026, 13, 1, null],
    [2026, '', 1, null],
    [2026, 4, 31, null],
  ])('%s-%s-%s → %s', (year, month, day, expected) => {
    expect(isoDayFrom(year, month, day)).toBe(expected);
  });
});

describe('addDays', () => {
  it.each<[string, number, string]>([
    ['2026-03-10', 0, '2026-03-10'],
    ['2026-03-10', 3, '2026-03-13'],
    ['2026-03-28', 7, '2026-04-04'], // a month end, and Europe's spring change (29 March)
    ['2026-10-24', 1, '2026-10-25'], // Europe's autumn change: a 25-hour day
    ['2026-10-25', 1, '2026-10-26'],
    ['2026-10-26', -1, '2026-10-25'],
    ['2026-12-29', 7, '2027-01-05'], // a year end
    ['2027-01-02', -3, '2026-12-30'],
    ['2024-02-28', 1, '2024-02-29'], // a leap day
    ['2024-02-29', 1, '2024-03-01'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2100-02-28', 1, '2100-03-01'], // 2100 is not a leap year
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-01-31', 366, '2025-01-31'],
    ['0099-12-31', 1, '0100-01-01'],
  ])('%s plus %i → %s', (day, days, expected) => {
    expect(addDays(day, days)).toBe(expected);
  });

  it('refuses what is not a day rather than guessing', () => {
    expect(() => addDays('2026-3-1', 1)).toThrow(RangeError);
  });
});

describe('compareDays', () => {
  it.each<[string, string, number]>([
    ['2026-03-10', '2026-03-10', 0],
    ['2026-03-09', '2026-03-10', -1],
    ['2026-03-10', '2026-03-09', 1],
    ['2025-12-31', '2026-01-01', -1],
    ['2026-02-01', '2026-01-31', 1],
    ['0999-01-01', '1000-01-01', -1],
  ])('%s vs %s → %d', (a, b, expected) => {
    expect(Math.sign(compareDays(a, b))).toBe(expected);
  });
});

describe('isBefore', () => {
  it.each<[string, string, boolean]>([
    ['2026-03-09', '2026-03-10', true],
    ['2026-03-10', '2026-03-10', false],
    ['2026-03-11', '2026-03-10', false],
    ['2025-12-31', '2026-01-01', true],
  ])('%s before %s → %s', (a, b, expected) => {
    expect(isBefore(a, b)).toBe(expected);
  });
});

describe('today', () => {
  it('is the local calendar day of the clock, as YYYY-MM-DD', () => {
    const now = new Date(2026, 2, 10, 15, 30);
    expect(today(now)).toBe('2026-03-10');
    expect(today(new Date(2026, 11, 31, 23, 59, 59))).toBe('2026-12-31');
    expect(today(new Date(2027, 0, 1, 0, 0, 0))).toBe('2027-01-01');
  });

  it('reads the clock when given nothing', () => {
    vi.useFakeTimers({ now: new Date(2024, 1, 29, 8, 0), toFake: ['Date'] });
    try {
      expect(today()).toBe('2024-02-29');
    } finally {
      vi.useRealTimers();
    }
  });
});

// Local time, in real zones: a child process, because a test thread cannot change its time zone.
describe('today and addDays in zones whose clocks change', () => {
  const cases: Array<
    [string, { zone: string; today: string } | { zone: string; addDays: [string, number] }, string]
  > = [
    // Warsaw: CET (+1) until 29 March 2026 01:00 UTC, then CEST (+2) until 25 October 01:00 UTC.
    [
      'Warsaw, 00:30 on the spring change day',
      { zone: 'Europe/Warsaw', today: '2026-03-28T23:30:00Z' },
      '2026-03-29',
    ],
    [
      'Warsaw, 23:59 on the spring change day',
      { zone: 'Europe/Warsaw', today: '2026-03-29T21:59:00Z' },
      '2026-03-29',
    ],
    [
      'Warsaw, 00:30 after the spring change',
      { zone: 'Europe/Warsaw', today: '2026-03-29T22:30:00Z' },
      '2026-03-30',
    ],
    [
      'Warsaw, 00:30 on the autumn change day',
      { zone: 'Europe/Warsaw', today: '2026-10-24T22:30:00Z' },
      '2026-10-25',
    ],
    [
      'Warsaw, 23:59 on the autumn change day',
      { zone: 'Europe/Warsaw', today: '2026-10-25T22:59:00Z' },
      '2026-10-25',
    ],
    [
      'Warsaw, the day after the 25-hour day',
      { zone: 'Europe/Warsaw', addDays: ['2026-10-25', 1] },
      '2026-10-26',
    ],
    [
      'Warsaw, the day after the 23-hour day',
      { zone: 'Europe/Warsaw', addDays: ['2026-03-29', 1] },
      '2026-03-30',
    ],
    [
      'Warsaw, a week across the autumn change',
      { zone: 'Europe/Warsaw', addDays: ['2026-10-22', 7] },
      '2026-10-29',
    ],
    // São Paulo, 2018-19: the clocks changed at midnight, so 4 November had no 00:00.
    [
      'São Paulo, the first instant of a day without midnight',
      { zone: 'America/Sao_Paulo', today: '2018-11-04T03:00:00Z' },
      '2018-11-04',
    ],
    [
      'São Paulo, the last minute before it',
      { zone: 'America/Sao_Paulo', today: '2018-11-04T02:59:00Z' },
      '2018-11-03',
    ],
    [
      'São Paulo, into the day without midnight',
      { zone: 'America/Sao_Paulo', addDays: ['2018-11-03', 1] },
      '2018-11-04',
    ],
    [
      'São Paulo, out of the day with two 23:00s',
      { zone: 'America/Sao_Paulo', addDays: ['2019-02-16', 1] },
      '2019-02-17',
    ],
    // Apia skipped 30 December 2011 (from UTC-10 to UTC+14): the calendar still has it.
    [
      'Apia, the last minute of 29 December 2011',
      { zone: 'Pacific/Apia', today: '2011-12-30T09:59:00Z' },
      '2011-12-29',
    ],
    [
      'Apia, the next minute is 31 December',
      { zone: 'Pacific/Apia', today: '2011-12-30T10:00:00Z' },
      '2011-12-31',
    ],
    [
      'Apia, the day after 29 December',
      { zone: 'Pacific/Apia', addDays: ['2011-12-29', 1] },
      '2011-12-30',
    ],
    ['Apia, two days after', { zone: 'Pacific/Apia', addDays: ['2011-12-29', 2] }, '2011-12-31'],
    // Far from UTC, both ways: the local day, not the UTC one.
    [
      'Kiritimati (+14), early morning',
      { zone: 'Pacific/Kiritimati', today: '2026-03-09T11:00:00Z' },
      '2026-03-10',
    ],
    [
      'Honolulu (-10), late evening',
      { zone: 'Pacific/Honolulu', today: '2026-03-11T08:00:00Z' },
      '2026-03-10',
    ],
  ];
  let results: string[] = [];

  beforeAll(() => {
    const script = path.join(import.meta.dirname, 'in-time-zone.ts');
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', script, JSON.stringify(cases.map(([, input]) => input))],
      { encoding: 'utf8', env: { ...process.env, TZ: 'UTC' } },
    );
    results = JSON.parse(output) as string[];
  });

  it.each(cases.map(([label, , expected], index) => [label, expected, index] as const))(
    '%s → %s',
    (_, expected, index) => {
      expect(results[index]).toBe(expected);
    },
  );
});
