// @vitest-environment node
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldDefinitionSchema } from '@/features/auction-form/model/item-category';
import {
  checkField,
  runValidator,
  type FieldValidator,
  type MessageText,
} from '@/features/auction-form/rules/field-validators';
import { validatorMessage } from '@/features/auction-form/rules/validator-messages';

type Row = [
  label: string,
  own: MessageText | null,
  params: Record<string, string | number>,
  locale: string,
  expected: string | null,
];

const year = { en: 'The year is in the future.', pl: 'Rok jest w przyszłości.' };

describe('each validator has its own message map; the default message is "Something is wrong"', () => {
  const rows: Row[] = [
    [
      'a plain text (the answer is in the page language) is shown',
      'Over 2026.',
      {},
      'de',
      'Over 2026.',
    ],
    ['per locale: the page locale', year, {}, 'pl', 'Rok jest w przyszłości.'],
    ['per locale: pl_PL finds pl', year, {}, 'pl_PL', 'Rok jest w przyszłości.'],
    ['per locale: pl-PL finds pl', year, {}, 'pl-PL', 'Rok jest w przyszłości.'],
    ['per locale: the exact locale before its language', { pl_PL: 'A', pl: 'B' }, {}, 'pl_PL', 'A'],
    ['per locale: then English', year, {}, 'de', 'The year is in the future.'],
    ['per locale: en_GB counts as English', { en_GB: 'Colour' }, {}, 'sv', 'Colour'],
    [
      'per locale: neither the locale nor English: the generic text (null)',
      { pl: 'Tylko PL' },
      {},
      'de',
      null,
    ],
    ['no message for the key: the generic text (null)', null, {}, 'en', null],
    ['an empty text counts as none', '  ', {}, 'en', null],
    [
      'placeholders {{ max }} are filled',
      'At most {{ max }} kg.',
      { max: 450 },
      'en',
      'At most 450 kg.',
    ],
    [
      'placeholders {{min}}, {min} and %min% are filled',
      '{{min}}/{min}/%min%',
      { min: 1 },
      'en',
      '1/1/1',
    ],
    [
      'an unknown placeholder stays as sent',
      'From {{ min }} to {{ max }}.',
      { min: 2 },
      'en',
      'From 2 to {{ max }}.',
    ],
    [
      'a per-locale text is filled too',
      { de: 'Höchstens {{ max }} cm.' },
      { max: 1500 },
      'de_DE',
      'Höchstens 1500 cm.',
    ],
  ];
  it.each(rows)('%s', (_label, own, params, locale, expected) => {
    expect(validatorMessage({ own, params }, locale)).toBe(expected);
  });

  it('a failure keeps its validator\u2019s own entry for the failing key', () => {
    const future: FieldValidator = {
      type: 'range',
      params: { max: 2026 },
      messages: { too_big: year },
    };
    const problem = checkField('2031', { mandatory: [], optional: [future] });
    expect(problem).toMatchObject({ level: 'warning', key: 'too_big', own: year });
    expect(validatorMessage(problem!, 'pl')).toBe('Rok jest w przyszłości.');
    expect(runValidator({ type: 'integer' }, 'x')?.own).toBeNull();
  });

  it('the API\u2019s field definitions keep the message maps, plain or per locale', () => {
    const parsed = v.parse(fieldDefinitionSchema, {
      id: 1,
      key: 'productionDate',
      name: 'Year',
      type: 'text',
      validators: {
        mandatory: [
          {
            type: 'regex',
            params: { patterns: ['^\\d{4}$'] },
            messages: { incorrect: '4 digits' },
          },
        ],
        optional: [
          { type: 'range', params: { max: 2026 }, messages: { too_big: year, too_small: 7 } },
        ],
      },
    });
    expect(parsed.validators.mandatory[0]?.messages).toEqual({ incorrect: '4 digits' });
    // A malformed entry costs only that entry.
    expect(parsed.validators.optional[0]?.messages).toEqual({
      too_big: year,
      too_small: undefined,
    });
  });
});
