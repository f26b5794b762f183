// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  checkField,
  isBlankValue,
  runValidator,
  UnknownValidatorError,
  ValidatorDefinitionError,
  type FieldValidator,
  type FieldValue,
} from '@/features/auction-form/rules/field-validators';
import { DEFAULT_MESSAGE } from '@/features/auction-form/rules/validator-messages';

type Row = [label: string, validator: FieldValidator, value: FieldValue, expected: string | null];

const range: FieldValidator = {
  type: 'range',
  params: { min: 1, max: 1500 },
  messages: { too_small: 'At least 1.', too_big: 'At most 1500.' },
};
const length: FieldValidator = {
  type: 'length',
  params: { min: 2, max: 5 },
  messages: { too_short: 'Too short.', too_long: 'Too long.' },
};
const contain: FieldValidator = {
  type: 'contain',
  params: { allowed: ['sedan', 'suv'] },
  messages: { not_contain: 'Pick one.' },
};
const blank: FieldValidator = { type: 'blank', params: {}, messages: { blank: 'Required.' } };
const integer: FieldValidator = { type: 'integer', messages: { incorrect: 'Whole number.' } };
const regex: FieldValidator = {
  type: 'regex',
  params: { patterns: ['^\\d{4}$', '^\\d{2}/\\d{4}$'] },
  messages: { incorrect: 'Bad.' },
};
const makeAndModel: FieldValidator = {
  type: 'makeandmodel',
  params: { pattern: '^\\S+(\\s+\\S+)+$' },
  messages: { incorrect: 'Make and model.' },
};

// Each row: what runValidator answers (the failing message key) for one value.
const rows: Row[] = [
  ['range: min boundary passes', range, 1, null],
  ['range: just under min', range, 0.99, 'too_small'],
  ['range: max boundary passes', range, 1500, null],
  ['range: just over max', range, 1500.01, 'too_big'],
  ['range: numeric string with comma', range, '12,5', null],
  ['range: empty is left to blank', range, '', null],
  ['range: null is left to blank', range, null, null],
  ['range: not a number', range, 'abc', 'not_a_number'],
  ['range: zero under min 1', range, 0, 'too_small'],
  ['range: only max', { type: 'range', params: { max: 10 } }, -5, null],
  ['contain: allowed', contain, 'suv', null],
  ['contain: not allowed', contain, 'tank', 'not_contain'],
  ['contain: empty passes', contain, null, null],
  ['blank: null', blank, null, 'blank'],
  ['blank: undefined', blank, undefined, 'blank'],
  ['blank: empty string', blank, '', 'blank'],
  ['blank: whitespace', blank, '   ', 'blank'],
  ['blank: zero counts as filled', blank, 0, null],
  ['blank: "0" counts as filled', blank, '0', null],
  ['blank: false counts as filled', blank, false, null],
  ['blank: text', blank, 'Sofa', null],
  ['integer: 3', integer, 3, null],
  ['integer: "42"', integer, '42', null],
  ['integer: 0', integer, 0, null],
  ['integer: 2.5', integer, 2.5, 'incorrect'],
  ['integer: "2.0"', integer, '2.0', 'incorrect'],
  ['integer: "1e3"', integer, '1e3', 'incorrect'],
  ['regex: first pattern', regex, '2019', null],
  ['regex: second pattern', regex, '03/2019', null],
  ['regex: no pattern matches', regex, '19', 'incorrect'],
  ['regex: empty passes', regex, '', null],
  ['length: min boundary', length, 'ab', null],
  ['length: under min', length, 'a', 'too_short'],
  ['length: max boundary', length, 'abcde', null],
  ['length: over max', length, 'abcdef', 'too_long'],
  ['length: counts characters, not UTF-16 units', length, 'Škoda', null],
  ['length: astral characters count once', { type: 'length', params: { max: 2 } }, '🚗🚗', null],
  ['makeandmodel: make and model', makeAndModel, 'Škoda Octavia', null],
  ['makeandmodel: three words', makeAndModel, 'BMW 3 Series', null],
  ['makeandmodel: make only', makeAndModel, 'Volkswagen', 'incorrect'],
  ['makeandmodel: empty passes', makeAndModel, '', null],
];

describe('runValidator', () => {
  it.each(rows)('%s', (_label, validator, value, expected) => {
    expect(runValidator(validator, value)?.key ?? null).toBe(expected);
  });

  it('carries the parameters for the message placeholders', () => {
    expect(runValidator(range, 0)).toMatchObject({
      type: 'range',
      key: 'too_small',
      params: { min: 1 },
      message: 'At least 1.',
    });
    expect(runValidator(length, 'abcdef')).toMatchObject({ key: 'too_long', params: { max: 5 } });
  });

  it('falls back to "Something is wrong" when the message map lacks the key', () => {
    expect(DEFAULT_MESSAGE).toBe('Something is wrong');
    expect(runValidator({ type: 'integer' }, 'x')?.message).toBe('Something is wrong');
    expect(
      runValidator({ type: 'range', params: { max: 1 }, messages: { too_small: 'small' } }, 5)
        ?.message,
    ).toBe('Something is wrong');
    expect(runValidator(range, 'abc')?.message).toBe('Something is wrong');
  });

  it('throws an error naming an unknown type', () => {
    expect(() => runValidator({ type: 'email' }, 'x')).toThrow(UnknownValidatorError);
    expect(() => runValidator({ type: 'email' }, 'x')).toThrow(/"email"/);
  });

  it.each<[string, FieldValidator]>([
    ['patterns missing', { type: 'regex', params: {} }],
    ['patterns not a list', { type: 'regex', params: { patterns: '^\\d+$' } }],
    ['patterns empty', { type: 'regex', params: { patterns: [] } }],
    [
      'a pattern that does not compile',
      { type: 'regex', params: { patterns: ['^\\d+$', '(unclosed'] } },
    ],
    ['a pattern that is not a string', { type: 'regex', params: { patterns: [42] } }],
    ['makeandmodel without a pattern', { type: 'makeandmodel', params: {} }],
    ['contain without a list', { type: 'contain', params: { allowed: 'a,b' } }],
    ['range with a non-numeric bound', { type: 'range', params: { min: 'one' } }],
  ])('rejects an invalid definition: %s', (_label, validator) => {
    // Even an empty value: a broken definition is found whatever the customer typed.
    expect(() => runValidator(validator, '')).toThrow(ValidatorDefinitionError);
  });
});

describe('checkField', () => {
  const warnOver400: FieldValidator = {
    type: 'range',
    params: { max: 400 },
    messages: { too_big: 'Oversize.' },
  };
  const validators = { mandatory: [blank, integer, range], optional: [warnOver400] };

  it.each<[FieldValue, 'error' | 'warning' | null, string | null]>([
    [null, 'error', 'blank'],
    ['', 'error', 'blank'],
    [2.5, 'error', 'incorrect'],
    [0, 'error', 'too_small'],
    [2000, 'error', 'too_big'],
    [401, 'warning', 'too_big'],
    [400, null, null],
    [1, null, null],
  ])('%s gives %s (%s)', (value, level, key) => {
    const problem = checkField(value, validators);
    expect(problem?.level ?? null).toBe(level);
    expect(problem?.key ?? null).toBe(key);
  });

  it('takes the first failing mandatory validator, in order', () => {
    const problem = checkField('x', { mandatory: [length, integer] });
    expect(problem).toMatchObject({ level: 'error', type: 'length', key: 'too_short' });
  });

  it('takes the first failing optional validator when no mandatory one fails', () => {
    const problem = checkField(500, {
      mandatory: [],
      optional: [
        { type: 'range', params: { max: 450 }, messages: { too_big: 'first' } },
        warnOver400,
      ],
    });
    expect(problem).toMatchObject({ level: 'warning', message: 'first' });
  });

  it('has nothing to say without validators', () => {
    expect(checkField('anything', undefined)).toBeNull();
    expect(checkField(null, { mandatory: [], optional: [] })).toBeNull();
  });

  it('throws for an unknown type anywhere in the lists, even when an earlier validator fails', () => {
    expect(() => checkField(null, { mandatory: [blank], optional: [{ type: 'postal' }] })).toThrow(
      /"postal"/,
    );
  });
});

describe('isBlankValue', () => {
  it.each<[FieldValue, boolean]>([
    [null, true],
    [undefined, true],
    ['', true],
    [' \t', true],
    [Number.NaN, true],
    [0, false],
    [false, false],
    ['0', false],
    [true, false],
  ])('%s → %s', (value, blankValue) => {
    expect(isBlankValue(value)).toBe(blankValue);
  });
});
