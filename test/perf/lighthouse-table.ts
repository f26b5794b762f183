/** What the bench prints of a Lighthouse page: its medians, and its goals read beside its floor's. */
export interface LighthouseFigure {
  path: string;
  label: string;
  /** With the calibrated CPU slowdown. */
  performance: number;
  /** With Lighthouse's default 4×, whatever the host. */
  performanceAt4x: number;
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  lcpMs: number;
  tbtMs: number;
  tbtAt4xMs: number;
  cls: number;
  runs: number;
  /** A floor page of the bench: no goal of its own, it is what the pages with this floor are read against. */
  goal: LighthouseGoal | null;
  /** The path of the floor page this page is read against, scored in the same rounds. */
  floor?: string;
}

export interface LighthouseGoal {
  performance: number;
  tbtMs?: number;
}

/** A page's goals, each met or missed, then its floor's score and blocking time in the same rounds. */
export function goalText(f: LighthouseFigure, floor?: LighthouseFigure): string {
  if (!f.goal) return 'floor';
  const score = `≥ ${f.goal.performance} ${f.performance >= f.goal.performance ? 'ok' : 'MISSED'}`;
  const tbt =
    f.goal.tbtMs === undefined
      ? ''
      : `, TBT ≤ ${f.goal.tbtMs} ${f.tbtMs <= f.goal.tbtMs ? 'ok' : 'MISSED'}`;
  const floorText = floor
    ? ` (its floor: ${floor.performance}, TBT ${floor.tbtMs.toFixed(0)} ms${floor.performance < f.goal.performance ? ', itself below the goal' : ''})`
    : '';
  return `${score}${tbt}, CLS ≤ 0.02 ${f.cls <= 0.02 ? 'ok' : 'MISSED'}${floorText}`;
}

export function lighthouseTable(figures: LighthouseFigure[]): string {
  return [
    '| page | performance (calibrated) | at 4× | benchmarkIndex | CPU multiplier | LCP (ms) | TBT (ms) | TBT at 4× (ms) | CLS | runs | goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.label} \`${f.path}\` | ${f.performance} | ${f.performanceAt4x} | ${f.benchmarkIndex.toFixed(0)} | ${f.cpuSlowdownMultiplier.toFixed(1)}× | ${f.lcpMs.toFixed(0)} | ${f.tbtMs.toFixed(0)} | ${f.tbtAt4xMs.toFixed(0)} | ${f.cls.toFixed(3)} | ${f.runs} | ${goalText(
          f,
          figures.find((g) => g.path === f.floor),
        )} |`,
    ),
  ].join('\n');
}
