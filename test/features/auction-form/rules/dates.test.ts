// @vitest-environment node
import { addDays } from '@/core/dates/calendar-day';
import {
  dateErrors,
  dateRangePatch,
  datesValid,
  deriveDateRange,
  hasValidFixedDates,
  type DateFields,
} from '@/features/auction-form/rules/dates';

const today = '2026-03-10';
const fixed = (patch: Partial<DateFields> = {}): DateFields => ({
  dateFixed: true,
  sendDateFrom: '2026-03-12',
  sendDateTo: '2026-03-14',
  receiveDateFrom: '2026-03-13',
  receiveDateTo: '2026-03-15',
  ...patch,
});

describe('dateRangePatch', () => {
  it('flex clears the dates and unfixes them', () => {
    expect(dateRangePatch('flex', today)).toEqual({
      dateFixed: false,
      sendDateFrom: null,
      sendDateTo: null,
      receiveDateFrom: null,
      receiveDateTo: null,
    });
  });

  it('3days opens both windows from today at midnight to three days later', () => {
    expect(dateRangePatch('3days', today)).toEqual({
      dateFixed: true,
      sendDateFrom: '2026-03-10',
      sendDateTo: '2026-03-13',
      receiveDateFrom: '2026-03-10',
      receiveDateTo: '2026-03-13',
    });
  });

  it('week spans seven days, across a month end too', () => {
    expect(dateRangePatch('week', '2026-03-28')).toEqual({
      dateFixed: true,
      sendDateFrom: '2026-03-28',
      sendDateTo: '2026-04-04',
      receiveDateFrom: '2026-03-28',
      receiveDateTo: '2026-04-04',
    });
  });

  it('custom fixes the dates and clears them for the customer to pick', () => {
    expect(dateRangePatch('custom', today)).toEqual({
      dateFixed: true,
      sendDateFrom: null,
      sendDateTo: null,
      receiveDateFrom: null,
      receiveDateTo: null,
    });
  });
});

describe('dateErrors', () => {
  it('has no errors for good fixed dates', () => {
    expect(dateErrors(fixed(), 'custom', today)).toEqual({});
  });

  it('requires all four dates when fixed', () => {
    expect(dateErrors(fixed({ sendDateTo: null, receiveDateFrom: '' }), 'custom', today)).toEqual({
      sendDateTo: 'required',
      receiveDateFrom: 'required',
    });
  });

  it('treats an unreadable date as missing', () => {
    expect(dateErrors(fixed({ receiveDateTo: '2026-02-31' }), 'custom', today)).toEqual({
      receiveDateTo: 'required',
    });
  });

  it('flags a receive date earlier than its matching send date', () => {
    expect(dateErrors(fixed({ receiveDateFrom: '2026-03-11' }), 'custom', today)).toEqual({
      receiveDateFrom: 'receiveBeforeSend',
    });
    expect(dateErrors(fixed({ receiveDateTo: '2026-03-13' }), 'custom', today)).toEqual({
      receiveDateTo: 'receiveBeforeSend',
    });
  });

  it('flags send-from and receive-from before the start of today, but not today itself', () => {
    expect(
      dateErrors(
        fixed({ sendDateFrom: '2026-03-09', receiveDateFrom: '2026-03-09' }),
        'custom',
        today,
      ),
    ).toEqual({
      sendDateFrom: 'past',
      receiveDateFrom: 'past',
    });
    expect(
      dateErrors(
        fixed({ sendDateFrom: '2026-03-10', receiveDateFrom: '2026-03-10' }),
        'custom',
        today,
      ),
    ).toEqual({});
  });

  it('does not check send-to and receive-to for the past', () => {
    const errors = dateErrors(
      fixed({ sendDateFrom: '2026-03-01', sendDateTo: '2026-03-02' }),
      'custom',
      today,
    );
    expect(errors.sendDateTo).toBeUndefined();
    expect(errors.sendDateFrom).toBe('past');
  });

  it('has nothing to say about flexible dates', () => {
    expect(dateErrors(dateRangePatch('flex', today), 'flex', today)).toEqual({});
  });
});

describe('datesValid', () => {
  it('needs a chosen range', () => {
    expect(datesValid(fixed(), null, today)).toBe(false);
  });

  it('flex is valid only with dateFixed false', () => {
    expect(datesValid(dateRangePatch('flex', today), 'flex', today)).toBe(true);
    expect(datesValid({ ...dateRangePatch('flex', today), dateFixed: true }, 'flex', today)).toBe(
      false,
    );
  });

  it('a fixed range needs dateFixed, four dates and no mismatch', () => {
    expect(datesValid(fixed(), 'custom', today)).toBe(true);
    expect(datesValid(dateRangePatch('3days', today), '3days', today)).toBe(true);
    expect(datesValid(dateRangePatch('week', today), 'week', today)).toBe(true);
    expect(datesValid(dateRangePatch('custom', today), 'custom', today)).toBe(false);
    expect(datesValid(fixed({ dateFixed: false }), 'custom', today)).toBe(false);
    expect(datesValid(fixed({ receiveDateTo: '2026-03-11' }), 'custom', today)).toBe(false);
  });

  it('a quick range picked yesterday is no longer valid today', () => {
    const yesterday = addDays(today, -1);
    expect(datesValid(dateRangePatch('3days', yesterday), '3days', today)).toBe(false);
  });
});

describe('deriveDateRange (edit and copy)', () => {
  // Spec section 4: "a fixed-date auction with valid dates gives custom" — valid dates being all four
  // present and no mismatch; a past date is checked apart, so it is shown as an error, not cleared.
  it.each<[string, DateFields, { range: string; patch: DateFields | null }]>([
    ['fixed, all ahead: custom, dates kept', fixed(), { range: 'custom', patch: null }],
    [
      'fixed, send-from passed: custom, dates kept (the past-date error shows)',
      fixed({ sendDateFrom: '2026-01-01' }),
      { range: 'custom', patch: null },
    ],
    [
      'fixed, every date passed: custom, dates kept',
      fixed({
        sendDateFrom: '2025-12-01',
        sendDateTo: '2025-12-03',
        receiveDateFrom: '2025-12-02',
        receiveDateTo: '2025-12-04',
      }),
      { range: 'custom', patch: null },
    ],
    [
      'fixed, a reversed pickup window: custom, dates kept (its error shows)',
      fixed({ sendDateTo: '2026-03-11' }),
      { range: 'custom', patch: null },
    ],
    [
      'fixed, passed and mismatched: flex, dates cleared',
      fixed({ sendDateFrom: '2026-01-05', receiveDateFrom: '2026-01-02' }),
      { range: 'flex', patch: dateRangePatch('flex', today) },
    ],
    [
      'fixed, one date missing: flex, dates cleared',
      fixed({ receiveDateTo: null }),
      { range: 'flex', patch: dateRangePatch('flex', today) },
    ],
    [
      'fixed, an unreadable date: flex, dates cleared',
      fixed({ sendDateTo: '2026-02-30' }),
      { range: 'flex', patch: dateRangePatch('flex', today) },
    ],
    [
      'fixed, a receive date before its send date (mismatch): flex, dates cleared',
      fixed({ receiveDateFrom: '2026-03-11' }),
      { range: 'flex', patch: dateRangePatch('flex', today) },
    ],
    [
      'not fixed: flex, dates cleared',
      fixed({ dateFixed: false }),
      { range: 'flex', patch: dateRangePatch('flex', today) },
    ],
  ])('%s', (_, dates, expected) => {
    expect(deriveDateRange({ ...dates, bookingSetPrice: null }, today)).toEqual(expected);
  });

  it('hasValidFixedDates is the test it uses: four dates, no mismatch, past or not', () => {
    expect(
      hasValidFixedDates(fixed({ receiveDateFrom: '2026-01-01', sendDateFrom: '2026-01-01' })),
    ).toBe(true);
    expect(hasValidFixedDates(fixed({ receiveDateTo: '2026-03-13' }))).toBe(false);
    expect(hasValidFixedDates(fixed({ dateFixed: false }))).toBe(false);
  });

  it('a booking set price makes it custom even without fixed dates', () => {
    const flexible = { ...dateRangePatch('flex', today), bookingSetPrice: 420 };
    expect(deriveDateRange(flexible, today)).toEqual({
      range: 'custom',
      patch: { ...dateRangePatch('flex', today), dateFixed: true },
    });
  });
});

describe('dateErrors: reversed windows', () => {
  const today = '2026-11-20';
  it.each([
    [
      'latest pickup before earliest pickup',
      ['2026-11-25', '2026-11-24', '2026-11-26', '2026-11-27'],
      { sendDateTo: 'toBeforeFrom' },
    ],
    [
      'latest delivery before earliest delivery',
      ['2026-11-25', '2026-11-26', '2026-11-28', '2026-11-27'],
      { receiveDateTo: 'toBeforeFrom' },
    ],
    ['same-day windows', ['2026-11-25', '2026-11-25', '2026-11-25', '2026-11-25'], {}],
  ] as const)(
    '%s',
    (_name, [sendDateFrom, sendDateTo, receiveDateFrom, receiveDateTo], expected) => {
      const fields = { dateFixed: true, sendDateFrom, sendDateTo, receiveDateFrom, receiveDateTo };
      expect(dateErrors(fields, 'custom', today)).toEqual(expected);
      expect(datesValid(fields, 'custom', today)).toBe(Object.keys(expected).length === 0);
    },
  );
});
