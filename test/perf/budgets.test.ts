// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

interface Budget {
  limit?: number;
  measured?: number;
  margin?: number;
  reason?: string;
}

const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
) as { pages: Record<string, Budget> };

/**
 * A size limit is a promise to the page: its figure when set plus a stated margin, with the reason
 * for that margin. A limit moved without restating them (say, to the last figure plus 0.5 KB) fails.
 */
describe('size budgets (test/perf/budgets.json)', () => {
  it.each(Object.entries(budgets.pages))('(%s) states its margin and why', (_id, budget) => {
    expect(budget.limit).toBeGreaterThan(0);
    expect(budget.measured).toBeGreaterThan(0);
    expect(budget.limit).toBe((budget.measured ?? 0) + (budget.margin ?? 0));
    // At least 2 %: room for a change, not the last figure plus a rounding.
    expect(budget.margin ?? 0).toBeGreaterThanOrEqual(0.02 * (budget.measured ?? 0));
    expect((budget.reason ?? '').length).toBeGreaterThan(60);
  });
});
