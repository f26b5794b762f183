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

/** fast-check runs per property: thousands, as the reliability issue asks. */
export const PROPERTY_RUNS = 2000;
