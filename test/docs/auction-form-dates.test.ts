// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deriveDateRange, type DateFields } from '@/features/auction-form/rules/dates';

/*
 * docs/widgets/auction-form.md tells integrators and QA how edit and copy derive the date range; its
 * table is run here against the rule, so the page cannot describe a rule the code no longer has.
 */

const DOC = path.resolve(import.meta.dirname, '../../docs/widgets/auction-form.md');
const today = '2030-01-15';

const fixed: DateFields = {
  dateFixed: true,
  sendDateFrom: '2030-01-20',
  sendDateTo: '2030-01-22',
  receiveDateFrom: '2030-01-21',
  receiveDateTo: '2030-01-24',
};

/** Each case the table names, as a loaded auction. */
const CASES: Record<string, DateFields & { bookingSetPrice?: number | null }> = {
  fixed,
  'fixed, passed': {
    ...fixed,
    sendDateFrom: '2029-12-01',
    sendDateTo: '2029-12-03',
    receiveDateFrom: '2029-12-02',
    receiveDateTo: '2029-12-05',
  },
  'fixed, window reversed': { ...fixed, sendDateTo: '2030-01-19', receiveDateTo: '2030-01-21' },
  'fixed, a date missing': { ...fixed, receiveDateTo: null },
  'fixed, mismatch': { ...fixed, receiveDateFrom: '2030-01-18' },
  'booking set price': { ...fixed, dateFixed: false, receiveDateTo: null, bookingSetPrice: 450 },
  flexible: {
    dateFixed: false,
    sendDateFrom: null,
    sendDateTo: null,
    receiveDateFrom: null,
    receiveDateTo: null,
  },
};

function rows(): Array<{ name: string; range: string; dates: string }> {
  const text = readFileSync(DOC, 'utf8');
  const table = /<!-- rule:deriveDateRange -->([\s\S]*?)<!-- \/rule:deriveDateRange -->/.exec(
    text,
  )?.[1];
  if (!table) throw new Error('docs/widgets/auction-form.md has no deriveDateRange table');
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const [first = '', range = '', dates = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      return { name: /`([^`]+)`/.exec(first)?.[1] ?? first, range, dates };
    });
}

describe('docs/widgets/auction-form.md: the date range of edit and copy', () => {
  it('names every case, once', () => {
    expect(
      rows()
        .map((row) => row.name)
        .sort(),
    ).toEqual(Object.keys(CASES).sort());
  });

  it.each(rows())('$name: $range, dates $dates', ({ name, range, dates }) => {
    const auction = CASES[name];
    if (!auction) throw new Error(`no case named ${name}`);
    const derived = deriveDateRange(auction, today);
    expect(derived.range).toBe(range);
    const after = { ...auction, ...derived.patch };
    const kept = (['sendDateFrom', 'sendDateTo', 'receiveDateFrom', 'receiveDateTo'] as const).every(
      (key) => after[key] === auction[key],
    );
    const cleared = [after.sendDateFrom, after.sendDateTo, after.receiveDateFrom, after.receiveDateTo].every(
      (value) => value === null,
    );
    expect(dates === 'kept' ? kept : dates === 'cleared' ? cleared : null).toBe(true);
  });
});
