// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RULES, validateField, validateRules, type RuleName } from '@/core/validation';
import { HOSTILE_STRINGS } from '../../../fixtures/reliability/payloads';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';

/*
 * Every rule of the validation catalogue, against any string: it never throws,
 * and it agrees with the specification table in the README
 * (## validation-messages), re-implemented here independently of the rules'
 * own regular expressions: character by character and with our own calendar.
 */

const DIGIT = '0123456789';
const isDigit = (c: string) => c.length === 1 && DIGIT.includes(c);
const allDigits = (s: string) => s.length > 0 && [...s].every(isDigit);
const isLetter = (c: string) => /^[\p{L}\p{M}]$/u.test(c);
const ASCII_LOGIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-';

/** Our own calendar: strict YYYY-MM-DD (and HH:mm), no roll-over, Gregorian leap years. */
function oracleDate(value: string): { y: number; m: number; d: number } | null {
  if (value.length !== 10 || value[4] !== '-' || value[7] !== '-') return null;
  const [ys, ms, ds] = [value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)];
  if (!allDigits(ys) || !allDigits(ms) || !allDigits(ds)) return null;
  const [y, m, d] = [Number(ys), Number(ms), Number(ds)];
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  if (m < 1 || m > 12 || d < 1 || d > (days[m - 1] as number)) return null;
  return { y, m, d };
}
function oracleDateTime(value: string): boolean {
  if (value.length !== 16 || value[10] !== ' ' || value[13] !== ':') return false;
  const [hs, ms] = [value.slice(11, 13), value.slice(14, 16)];
  return (
    oracleDate(value.slice(0, 10)) !== null &&
    allDigits(hs) &&
    allDigits(ms) &&
    Number(hs) < 24 &&
    Number(ms) < 60
  );
}
const dayOf = (value: string | null | undefined): string | null => {
  if (!value) return null;
  if (oracleDateTime(value)) return value.slice(0, 10);
  return oracleDate(value) ? value : null;
};
function oraclePrice(value: string): number | null {
  let rest = value;
  if (rest.startsWith('+') || rest.startsWith('-')) rest = rest.slice(1);
  const sep = [...rest].findIndex((c) => c === '.' || c === ',');
  const [int, frac] = sep < 0 ? [rest, null] : [rest.slice(0, sep), rest.slice(sep + 1)];
  if (!allDigits(int) || (frac !== null && !allDigits(frac))) return null;
  return Number(value.replace(',', '.'));
}
const nipOk = (d: string) => {
  const w = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 11;
  return sum !== 10 && sum === Number(d[9]);
};
const regonOk = (d: string) => {
  const w = [8, 9, 2, 3, 4, 5, 6, 7];
  const sum = w.reduce((s, x, i) => s + x * Number(d[i]), 0) % 11;
  return (sum === 10 ? 0 : sum) === Number(d[8]);
};
const stripPl = (v: string) => (v.slice(0, 2).toUpperCase() === 'PL' ? v.slice(2) : v);
const isPl = (c: unknown) =>
  c === true || (typeof c === 'string' && c.trim().toUpperCase() === 'PL');

/** The spec table: rule → (value, parameter) → passes. Empty values pass every rule but required / receive / send. */
const SPEC: Partial<Record<RuleName, (value: string, param: unknown) => boolean>> = {
  postal: (v) =>
    v.length === 6 && v[2] === '-' && allDigits(v.slice(0, 2)) && allDigits(v.slice(3)),
  taxNumber: (v, c) => !isPl(c) || (stripPl(v).length === 10 && allDigits(stripPl(v))),
  taxNumberChecksum: (v, c) =>
    !isPl(c) || (stripPl(v).length === 10 && allDigits(stripPl(v)) && nipOk(stripPl(v))),
  regon: (v) => v.length === 9 && allDigits(v),
  regonChecksum: (v) => v.length === 9 && allDigits(v) && regonOk(v),
  login: (v) => v.length >= 6 && v.length <= 50 && [...v].every((c) => ASCII_LOGIN.includes(c)),
  onlyletters: (v) => {
    const chars = [...v];
    const sep = (c: string) => " '’-".includes(c);
    return (
      isLetter(chars[0] ?? '') &&
      isLetter(chars.at(-1) ?? '') &&
      chars.every((c) => isLetter(c) || sep(c))
    );
  },
  phonenumber: (v) => v.length >= 1 && v.length <= 14 && allDigits(v),
  year: (v) => v.length === 4 && allDigits(v),
  password: (v) =>
    [...v].some(isDigit) &&
    [...v].some((c) => /\p{Lu}/u.test(c)) &&
    [...v].some((c) => /\p{Ll}/u.test(c)),
  name_and_surname: (v) => {
    const parts = v.split(' ').filter((p) => p !== '');
    if (v.startsWith(' ') || v.endsWith(' ') || parts.length < 2) return false;
    return parts.every(
      (p) => isLetter([...p][0] ?? '') && [...p].every((c) => isLetter(c) || ".'’-".includes(c)),
    );
  },
  momentDate: (v) => oracleDate(v) !== null,
  momentDateTime: (v) => oracleDateTime(v),
  offerEndDate: (v) => dayOf(v) !== null,
  pickupDateSameOrGreater: (v, start) => {
    const from = dayOf(typeof start === 'string' ? start : null);
    if (!from) return true;
    const to = dayOf(v);
    return to !== null && to >= from;
  },
  price: (v) => oraclePrice(v) !== null,
  priceMinHigherThanPrice: (v, p) => {
    const max = typeof p === 'number' ? p : typeof p === 'string' ? oraclePrice(p) : null;
    if (max === null || Number.isNaN(max)) return true;
    const min = oraclePrice(v);
    return min !== null && min < max;
  },
  receiveDate: (v, ticked) => ticked !== true || v.trim() !== '',
  sendDate: (v, ticked) => ticked !== true || v.trim() !== '',
  required: (v) => v.trim() !== '',
  minlength: (v, n) => v.length >= (n as number),
  maxlength: (v, n) => v.length <= (n as number),
  rangelength: (v, bounds) => {
    const [a, b] = bounds as [number, number];
    return v.length >= a && v.length <= b;
  },
  digits: (v) => allDigits(v),
  equalTo: (v, other) => v === other,
};
const PASS_EMPTY_EXCEPT = new Set<RuleName>(['required', 'receiveDate', 'sendDate', 'equalTo']);

/** Strings near the rules' formats (digits, dashes, dates, letters of many alphabets) and any string at all. */
const nearChars = fc.constantFrom(
  ..."0123456789-- .,:+PLpl_aZżŻßØ’'.é\u0301ÿ١٢".split(''),
  '２',
  '𝟘',
  '\u00a0',
  '\t',
);
const dateLike = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
    fc.integer({ min: 0, max: 25 }),
    fc.integer({ min: 0, max: 60 }),
    fc.boolean(),
  )
  .map(([y, m, d, h, min, time]) => {
    const p = (n: number, w = 2) => String(n).padStart(w, '0');
    return `${p(y, 4)}-${p(m)}-${p(d)}${time ? ` ${p(h)}:${p(min)}` : ''}`;
  });
const digitRun = fc.tuple(
  fc.constantFrom('', 'PL', 'pl', 'Pl', '+', '-', ' '),
  fc.string({ unit: fc.constantFrom(...DIGIT), minLength: 0, maxLength: 16 }),
  fc.constantFrom('', ',5', '.25', ' ', ',', 'x'),
);
const anyString = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 60 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 4, arbitrary: fc.string({ unit: nearChars, maxLength: 20 }) },
  { weight: 3, arbitrary: dateLike },
  { weight: 3, arbitrary: digitRun.map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.constant('') },
);
const paramFor = (rule: RuleName): fc.Arbitrary<unknown> => {
  switch (rule) {
    case 'taxNumber':
    case 'taxNumberChecksum':
      return fc.oneof(
        fc.constantFrom('PL', 'pl', ' PL ', 'DE', '', true as const, null, undefined),
        fc.string({ maxLength: 4 }),
      );
    case 'pickupDateSameOrGreater':
    case 'equalTo':
      return fc.oneof(dateLike, anyString, fc.constantFrom(null, undefined));
    case 'priceMinHigherThanPrice':
      return fc.oneof(
        digitRun.map((p) => p.join('')),
        anyString,
        fc.double(),
        fc.constantFrom(null, undefined, Number.NaN),
      );
    case 'receiveDate':
    case 'sendDate':
      return fc.boolean();
    case 'minlength':
    case 'maxlength':
    case 'min':
    case 'max':
      return fc.integer({ min: -5, max: 60 });
    case 'rangelength':
    case 'range':
      return fc.tuple(fc.integer({ min: -5, max: 30 }), fc.integer({ min: -5, max: 60 }));
    default:
      return fc.constant(true);
  }
};

const ruleNames = Object.keys(RULES) as RuleName[];

describe('validation catalogue properties', () => {
  it.for(ruleNames)(
    '%s never throws on any string and agrees with the spec table',
    (rule, context) => {
      const test = RULES[rule] as (value: string, param?: unknown) => boolean;
      fc.assert(
        fc.property(anyString, paramFor(rule), (value, param) => {
          let verdict: boolean;
          expect(() => (verdict = test(value, param))).not.toThrow();
          expect(typeof verdict!).toBe('boolean');
          // validateField never throws either, and its answer is the rule's.
          const error = (validateField as (r: RuleName, v: string, p: unknown) => unknown)(
            rule,
            value,
            param,
          );
          expect(error === null).toBe(verdict!);
          if (value === '' && !PASS_EMPTY_EXCEPT.has(rule)) expect(verdict!).toBe(true);
          const spec = SPEC[rule];
          if (spec && value !== '')
            expect(verdict!, `${rule}(${JSON.stringify(value)}, ${JSON.stringify(param)})`).toBe(
              spec(value, param),
            );
        }),
        { numRuns: PROPERTY_RUNS },
      );
      recordFigure(context, {
        group: 'validation',
        label: 'random strings per validation rule',
        value: PROPERTY_RUNS,
        unit: 'cases',
      });
    },
  );

  it('validateRules never throws on any string and any rule set, and answers with one of the rules given', (context) => {
    const ruleSet = fc
      .dictionary(fc.constantFrom(...ruleNames), fc.constant(true), { maxKeys: 6 })
      .chain((picked) =>
        fc.record(
          Object.fromEntries(
            Object.keys(picked).map((name) => [
              name,
              fc.oneof(paramFor(name as RuleName), fc.constant(false)),
            ]),
          ),
        ),
      );
    fc.assert(
      fc.property(
        fc.oneof(anyString, fc.constantFrom(null, undefined)),
        ruleSet,
        (value, rules) => {
          const error = validateRules(value, rules as never);
          if (error) expect(Object.keys(rules)).toContain(error.key);
          if (
            error &&
            Object.keys(rules).includes('required') &&
            rules.required !== false &&
            (value ?? '').trim() === ''
          )
            expect(error.key).toBe('required');
        },
      ),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'validation',
      label: 'random rule sets (validateRules)',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });
});
