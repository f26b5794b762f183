// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { goalText, lighthouseTable, type LighthouseFigure } from './lighthouse-table';

const figure = (over: Partial<LighthouseFigure>): LighthouseFigure => ({
  path: '/form/en/',
  label: 'form page',
  performance: 90,
  performanceAt4x: 92,
  benchmarkIndex: 1750,
  cpuSlowdownMultiplier: 4,
  lcpMs: 2000,
  tbtMs: 300,
  tbtAt4xMs: 300,
  cls: 0,
  runs: 3,
  goal: { performance: 95, tbtMs: 200 },
  ...over,
});

const floor = figure({
  path: '/floor/floor-form-stack.html',
  goal: null,
  performance: 80,
  tbtMs: 762.4,
});

describe('goalText', () => {
  it.each<[string, LighthouseFigure, LighthouseFigure | undefined, string]>([
    ['a floor has no goal of its own', floor, undefined, 'floor'],
    [
      'a page without a floor says each goal',
      figure({ performance: 96, tbtMs: 150 }),
      undefined,
      '≥ 95 ok, TBT ≤ 200 ok, CLS ≤ 0.02 ok',
    ],
    [
      'a goal above its floor says the floor is below it too',
      figure({ cls: 0.05 }),
      floor,
      '≥ 95 MISSED, TBT ≤ 200 MISSED, CLS ≤ 0.02 MISSED (its floor: 80, TBT 762 ms, itself below the goal)',
    ],
    [
      'a floor that reaches the goal is only printed',
      figure({ goal: { performance: 98 } }),
      figure({ goal: null, performance: 99, tbtMs: 40 }),
      '≥ 98 MISSED, CLS ≤ 0.02 ok (its floor: 99, TBT 40 ms)',
    ],
  ])('%s', (_name, page, pageFloor, text) => {
    expect(goalText(page, pageFloor)).toBe(text);
  });
});

describe('lighthouseTable', () => {
  it("reads each page's floor from the same table, by its path", () => {
    const rows = lighthouseTable([floor, figure({ floor: floor.path })]).split('\n');
    expect(rows).toHaveLength(4);
    expect(rows[2]).toMatch(/\| floor \|$/);
    expect(rows[3]).toContain('(its floor: 80, TBT 762 ms, itself below the goal) |');
  });
});
