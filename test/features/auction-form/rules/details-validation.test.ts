// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { emptyItem } from '@/features/auction-form/model/item';
import type { FieldDefinition } from '@/features/auction-form/model/item-category';
import {
  blocking,
  checkSafely,
  validateDetails,
  type ItemContext,
} from '@/features/auction-form/rules/details-validation';
import type { FieldValidators, FieldValue } from '@/features/auction-form/rules/field-validators';

const frobnicate = { type: 'frobnicate' };
const weight = (validators: FieldValidators): FieldDefinition => ({
  id: 1,
  key: 'weight',
  name: 'Weight',
  type: 'number',
  value: null,
  unit: 'kg',
  required: true,
  validators: { mandatory: [], optional: [], ...validators },
});

let reports: unknown[] = [];
beforeEach(() => {
  reports = [];
  setReportSink((error) => reports.push(error));
});
afterEach(() => resetReportingForTests());

describe('checkSafely', () => {
  // A broken validator costs only itself: the known ones around it still judge the value.
  const validators: FieldValidators = {
    mandatory: [frobnicate, { type: 'blank' }, { type: 'range', params: { min: 0.1, max: 100 } }],
    optional: [
      { type: 'regex', params: { patterns: ['(unclosed'] } },
      { type: 'range', params: { max: 50 } },
    ],
  };
  it.each<[string, FieldValue, 'error' | 'warning' | null, string | null]>([
    ['blank weight', null, 'error', 'blank'],
    ['empty text', '', 'error', 'blank'],
    ['under the range', 0, 'error', 'too_small'],
    ['over the range', 500, 'error', 'too_big'],
    ['over the optional limit', 60, 'warning', 'too_big'],
    ['a fine weight', 20, null, null],
  ])('%s: %s gives %s (%s)', (_label, value, level, key) => {
    const problem = checkSafely(value, validators);
    expect(problem?.level ?? null).toBe(level);
    expect(problem?.key ?? null).toBe(key);
  });

  it('reports each broken validator once, however often the field is checked', () => {
    // Fresh definitions (the table above has already reported its own).
    const fresh = structuredClone(validators);
    for (const value of [null, '', 5, 20, 60]) checkSafely(value, fresh);
    expect(reports.map(String)).toEqual([
      expect.stringMatching(/"frobnicate"/),
      expect.stringMatching(/invalid pattern/),
    ]);
  });
});

describe('validateDetails', () => {
  it('blocks a blank weight when an unknown validator comes first in its list', () => {
    const context: ItemContext = {
      definitions: [
        weight({
          mandatory: [frobnicate, { type: 'blank' }, { type: 'range', params: { min: 0.1 } }],
        }),
      ],
      categoryRequired: false,
      nameIsModel: false,
    };
    const problems = validateDetails({
      items: [{ ...emptyItem('a'), name: 'Sofa', weight: null }],
      contextOf: () => context,
      title: null,
      isTitleEnteredByUser: false,
      description: null,
      bookingSetPrice: null,
    });
    expect(blocking(problems)).toMatchObject([{ itemKey: 'a', field: 'weight', key: 'blank' }]);
  });
});
