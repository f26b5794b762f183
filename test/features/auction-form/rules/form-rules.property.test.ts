// @vitest-environment node
import fc from 'fast-check';
import moment from 'moment';
import { describe, expect, it } from 'vitest';
import {
  dateErrors,
  dateRangePatch,
  datesValid,
  hasValidFixedDates,
  deriveDateRange,
  TRANSPORT_DATE_RANGES,
  type DateFields,
  type TransportDateRange,
} from '@/features/auction-form/rules/dates';
import {
  checkField,
  MESSAGE_KEYS,
  runValidator,
  ValidatorDefinitionError,
  VALIDATOR_TYPES,
  type FieldValidator,
  type FieldValue,
} from '@/features/auction-form/rules/field-validators';
import { DEFAULT_MESSAGE } from '@/features/auction-form/rules/validator-messages';
import { HOSTILE_STRINGS } from '../../../../fixtures/reliability/payloads';
import { PROPERTY_RUNS, recordFigure } from '../../../tools/reliability';

/*
 * The form's date rules (spec section 4) and the dynamic item-field validators
 * (spec section 5): never a throw on any input, and the same verdicts as an
 * independent reading of the specification.
 */

const FIELDS = ['sendDateFrom', 'sendDateTo', 'receiveDateFrom', 'receiveDateTo'] as const;

/** Strict YYYY-MM-DD at the start of the value (the API may add a time), by our own calendar. */
function day(value: string | null): string | null {
  if (!value) return null;
  const head = value.slice(0, 10);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(head);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= (days[mo - 1] as number) ? head : null;
}

const todayArb = fc.date({
  min: new Date('2000-01-01T00:00:00Z'),
  max: new Date('2090-12-31T00:00:00Z'),
  noInvalidDate: true,
});
const dateText = (today: Date) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .integer({ min: -20, max: 20 })
        .map((offset) => moment(today).add(offset, 'days').format('YYYY-MM-DD')),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: -3, max: 3 })
        .map(
          (offset) => `${moment(today).add(offset, 'days').format('YYYY-MM-DD')}T12:00:00+02:00`,
        ),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '2024-02-29',
        '2023-02-29',
        '2024-13-01',
        '0000-00-00',
        '',
        '2024-2-1',
        '31.12.2024',
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 14 }) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  );
const fieldsArb = (today: Date): fc.Arbitrary<DateFields> =>
  fc.record({
    dateFixed: fc.boolean(),
    sendDateFrom: fc.option(dateText(today), { nil: null }),
    sendDateTo: fc.option(dateText(today), { nil: null }),
    receiveDateFrom: fc.option(dateText(today), { nil: null }),
    receiveDateTo: fc.option(dateText(today), { nil: null }),
  });
const rangeArb = fc.option(fc.constantFrom(...TRANSPORT_DATE_RANGES), { nil: null });

/**
 * Spec section 4, read independently: fixed dates are all present, none in the past, none received
 * before sent; and (section 5, pickupDateSameOrGreater) no window ends before it starts.
 */
function specValid(fields: DateFields, range: TransportDateRange | null, today: Date): boolean {
  if (!range) return false;
  if (range === 'flex') return !fields.dateFixed;
  if (!fields.dateFixed) return false;
  const d = FIELDS.map((f) => day(fields[f]));
  if (d.some((x) => x === null)) return false;
  const [sf, st, rf, rt] = d as string[];
  const todayDay = moment(today).format('YYYY-MM-DD');
  return sf! >= todayDay && rf! >= todayDay && rf! >= sf! && rt! >= st! && st! >= sf! && rt! >= rf!;
}

describe('date rule properties', () => {
  it('dateErrors and datesValid never throw, agree with each other and with spec section 4', (context) => {
    fc.assert(
      fc.property(
        todayArb.chain((today) => fc.tuple(fc.constant(today), fieldsArb(today), rangeArb)),
        ([today, fields, range]) => {
          // The rules take the visitor's calendar day; moment stays the test's independent calendar.
          const now = moment(today).format('YYYY-MM-DD');
          const errors = dateErrors(fields, range, now);
          const valid = datesValid(fields, range, now);
          for (const [key, value] of Object.entries(errors)) {
            expect(FIELDS).toContain(key);
            expect(['required', 'receiveBeforeSend', 'toBeforeFrom', 'past']).toContain(value);
          }
          expect(valid, JSON.stringify({ today, fields, range })).toBe(
            specValid(fields, range, today),
          );
          if (range && range !== 'flex' && fields.dateFixed)
            expect(valid).toBe(Object.keys(errors).length === 0);
          if (range === 'flex' || !fields.dateFixed) expect(errors).toEqual({});
          for (const f of FIELDS)
            if (fields.dateFixed && range !== 'flex' && !day(fields[f]))
              expect(errors[f]).toBe('required');
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'date rules',
      label: 'random date fields and ranges',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('every quick range gives valid dates for any today; deriveDateRange yields flex dates or kept dates that are complete and match', (context) => {
    fc.assert(
      fc.property(
        todayArb.chain((today) =>
          fc.tuple(
            fc.constant(today),
            fieldsArb(today),
            fc.option(fc.double({ noNaN: false }), { nil: null }),
          ),
        ),
        ([today, fields, bookingSetPrice]) => {
          const now = moment(today).format('YYYY-MM-DD');
          for (const range of TRANSPORT_DATE_RANGES) {
            const patch = dateRangePatch(range, now);
            if (range !== 'custom') expect(datesValid(patch, range, now)).toBe(true);
            if (range === '3days' || range === 'week') {
              expect(moment(patch.sendDateTo).diff(moment(patch.sendDateFrom), 'days')).toBe(
                range === 'week' ? 7 : 3,
              );
            }
          }
          const derived = deriveDateRange({ ...fields, bookingSetPrice }, now);
          if (derived.range === 'flex')
            expect(datesValid({ ...fields, ...derived.patch }, 'flex', now)).toBe(true);
          else if (derived.patch === null) {
            // Kept fixed dates are complete and match; a passed date or a reversed window is only shown
            // as an error.
            expect(hasValidFixedDates(fields)).toBe(true);
            const kinds = Object.values(dateErrors(fields, 'custom', now));
            expect(kinds.every((kind) => kind === 'past' || kind === 'toBeforeFrom')).toBe(true);
          } else expect(bookingSetPrice).not.toBeNull();
          if (fields.dateFixed && specValid(fields, 'custom', today))
            expect(derived).toEqual({ range: 'custom', patch: null });
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'date rules',
      label: 'random days for quick ranges and derived ranges',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});

const valueArb: fc.Arbitrary<FieldValue> = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.string({ unit: fc.constantFrom(...'0123456789+-., eE'.split('')), maxLength: 8 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constantFrom(null, undefined, '', '   ', '12,5', ' 7 ', 'Škoda Octavia', 'NaN', 'Infinity'),
  fc.constantFrom(...HOSTILE_STRINGS),
);
const messagesArb = fc.option(
  fc.dictionary(
    fc.constantFrom(
      'too_small',
      'too_big',
      'not_contain',
      'blank',
      'incorrect',
      'too_short',
      'too_long',
      '__proto__',
      'x',
    ),
    fc.string({ maxLength: 10 }),
  ),
  { nil: undefined },
);
const numberParam = fc.option(
  fc.oneof(fc.integer({ min: -100, max: 100 }), fc.double({ min: -100, max: 100, noNaN: true })),
  { nil: undefined },
);

/** Well-formed validators of every type, as the API sends them. */
const goodValidator: fc.Arbitrary<FieldValidator> = fc.oneof(
  fc.record({
    type: fc.constant('range'),
    params: fc.record({ min: numberParam, max: numberParam }),
    messages: messagesArb,
  }),
  fc.record({
    type: fc.constant('length'),
    params: fc.record({
      min: fc.option(fc.nat(10), { nil: undefined }),
      max: fc.option(fc.nat(20), { nil: undefined }),
    }),
    messages: messagesArb,
  }),
  fc.record({
    type: fc.constant('contain'),
    params: fc.record({
      allowed: fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer({ min: -3, max: 3 })), {
        maxLength: 5,
      }),
    }),
    messages: messagesArb,
  }),
  fc.record({ type: fc.constant('blank'), messages: messagesArb }),
  fc.record({ type: fc.constant('integer'), messages: messagesArb }),
  fc.record({
    type: fc.constant('regex'),
    params: fc.record({
      patterns: fc.array(fc.constantFrom('^\\d{4}$', '^\\d{2}/\\d{4}$', '^[A-Z]', 'x'), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
    messages: messagesArb,
  }),
  fc.record({
    type: fc.constant('makeandmodel'),
    params: fc.constant({ pattern: '^\\S+(\\s+\\S+)+$' }),
    messages: messagesArb,
  }),
);

const blank = (v: FieldValue) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (typeof v === 'number' && Number.isNaN(v));
const num = (v: FieldValue): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim().replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};

/** Spec section 5, read independently: the failing key of one validator, or null. */
function specKey(validator: FieldValidator, value: FieldValue): string | null {
  const p = (validator.params ?? {}) as Record<string, unknown>;
  if (validator.type === 'blank') return blank(value) ? 'blank' : null;
  if (blank(value)) return null;
  switch (validator.type) {
    case 'range': {
      const n = num(value);
      if (n === null) return 'not_a_number';
      if (typeof p.min === 'number' && n < p.min) return 'too_small';
      if (typeof p.max === 'number' && n > p.max) return 'too_big';
      return null;
    }
    case 'length': {
      const size = [...String(value)].length;
      if (typeof p.min === 'number' && size < p.min) return 'too_short';
      if (typeof p.max === 'number' && size > p.max) return 'too_long';
      return null;
    }
    case 'contain':
      return (p.allowed as unknown[]).map(String).includes(String(value)) ? null : 'not_contain';
    case 'integer':
      return typeof value === 'number'
        ? Number.isInteger(value)
          ? null
          : 'incorrect'
        : /^[+-]?[0-9]+$/.test(String(value).trim())
          ? null
          : 'incorrect';
    case 'regex':
      return (p.patterns as string[]).some((re) => new RegExp(re).test(String(value)))
        ? null
        : 'incorrect';
    case 'makeandmodel':
      return String(value).trim().split(/\s+/).length >= 2 ? null : 'incorrect';
    default:
      throw new Error('unreachable');
  }
}

describe('item-field validator properties', () => {
  it('well-formed validators never throw on any value and agree with spec section 5', (context) => {
    fc.assert(
      fc.property(goodValidator, valueArb, (validator, value) => {
        const failure = runValidator(validator, value);
        const expected = specKey(validator, value);
        expect(failure?.key ?? null, JSON.stringify({ validator, value })).toBe(expected);
        if (failure) {
          expect(failure.type).toBe(validator.type);
          const own = validator.messages?.[failure.key];
          // A blank message from the API is no message: the generic text stands in.
          expect(failure.message).toBe(
            typeof own === 'string' && own.trim() ? own : DEFAULT_MESSAGE,
          );
          if (failure.key !== 'not_a_number')
            expect(MESSAGE_KEYS[failure.type]).toContain(failure.key);
        }
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'item-field validators',
      label: 'random values per well-formed validator',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('checkField: first failing mandatory is an error, else first failing optional a warning', (context) => {
    const list = fc.array(goodValidator, { maxLength: 4 });
    fc.assert(
      fc.property(list, list, valueArb, (mandatory, optional, value) => {
        const problem = checkField(value, { mandatory, optional });
        const firstError = mandatory.find((v) => specKey(v, value) !== null);
        const firstWarning = optional.find((v) => specKey(v, value) !== null);
        if (firstError)
          expect(problem).toMatchObject({
            level: 'error',
            type: firstError.type,
            key: specKey(firstError, value),
          });
        else if (firstWarning)
          expect(problem).toMatchObject({
            level: 'warning',
            type: firstWarning.type,
            key: specKey(firstWarning, value),
          });
        else expect(problem).toBeNull();
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'item-field validators',
      label: 'random validator lists (checkField)',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('any definition the API may send either works or throws the named ValidatorDefinitionError', (context) => {
    const anyDefinition = fc.record(
      {
        type: fc.oneof(
          fc.constantFrom(...VALIDATOR_TYPES),
          fc.string({ maxLength: 8 }),
          fc.constantFrom('__proto__', 'constructor', 'toString'),
        ),
        params: fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              min: fc.jsonValue(),
              max: fc.jsonValue(),
              allowed: fc.jsonValue(),
              patterns: fc.jsonValue(),
              pattern: fc.oneof(fc.string({ maxLength: 6 }), fc.jsonValue()),
            },
            { requiredKeys: [] },
          ),
        ),
        messages: fc.jsonValue(),
      },
      { requiredKeys: ['type'] },
    ) as fc.Arbitrary<FieldValidator>;
    fc.assert(
      fc.property(
        fc.array(anyDefinition, { maxLength: 3 }),
        fc.array(anyDefinition, { maxLength: 2 }),
        valueArb,
        (mandatory, optional, value) => {
          try {
            checkField(value, { mandatory, optional });
          } catch (error) {
            expect(error).toBeInstanceOf(ValidatorDefinitionError);
          }
          expect(({} as Record<string, unknown>).twPolluted).toBeUndefined();
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'item-field validators',
      label: 'random API validator definitions',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});
