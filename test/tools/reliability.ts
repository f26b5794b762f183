import type { TestContext } from 'vitest';

/**
 * Reliability figures (cases tried per property, fault scenarios, payloads,
 * pages audited) are recorded by the tests themselves on their task meta and
 * printed by test/tools/reliability-reporter.ts at the end of the run.
 */
export interface ReliabilityFigure {
  group: string;
  label: string;
  value: number;
  unit: string;
}

declare module 'vitest' {
  interface TaskMeta {
    reliability?: ReliabilityFigure[];
  }
}

export function recordFigure(context: TestContext, figure: ReliabilityFigure): void {
  const meta = context.task.meta;
  meta.reliability = [...(meta.reliability ?? []), figure];
}

/**
 * fast-check runs per property: 2,000 in `npm test` and CI. `npm run test:fast` lowers it to 200
 * while working (`PROPERTY_RUNS` sets another); nothing lowers it in `npm test`, which ignores the
 * variable.
 */
export const PROPERTY_RUNS = propertyRuns(process.env.PROPERTY_RUNS, process.env.TW_FULL_SUITE);

export function propertyRuns(asked: string | undefined, fullSuite: string | undefined): number {
  const runs = Number(asked);
  return fullSuite === '1' || !Number.isInteger(runs) || runs < 1 ? 2000 : runs;
}
