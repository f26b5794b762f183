import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';
import { calibratedMultiplier, DEFAULT_MULTIPLIER } from './cpu-calibration';
import { median } from './median';

/**
 * Lighthouse 12 (mobile: its default Moto G Power emulation with simulated slow 4G) on
 * production-like demo pages, twice per run: with the default 4× CPU slowdown, which gives the
 * host's benchmarkIndex, then with the slowdown calibrated to that index (cpu-calibration.ts), so
 * a slow host does not score low for being slow. The bench prints the medians of each page's runs:
 * the calibrated score (`performance`), LCP, TBT and CLS, and beside them the score at 4×, the
 * index and the multiplier.
 */
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
  goal: LighthouseGoal;
}

interface LighthouseGoal {
  performance: number;
  tbtMs?: number;
}

export const LIGHTHOUSE_PAGES: Array<{ path: string; label: string; goal: LighthouseGoal }> = [
  {
    path: '/content/en?guest',
    label: 'helpers page (content, first visit)',
    goal: { performance: 98 },
  },
  { path: '/form/en/', label: 'form page (first screen)', goal: { performance: 95, tbtMs: 200 } },
  // The fast path a site gets by handing the categories over: the first screen painted before React.
  {
    path: '/form/en/?categories=inline',
    label: 'form page, categories handed over (first screen painted before React)',
    goal: { performance: 95, tbtMs: 200 },
  },
];

/** `BENCH_LIGHTHOUSE_RUNS=<n>`: runs per page (each a 4× and a calibrated pass), 3 by default. */
const RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) || 3);

/** Chromium with a DevTools port of its own (Lighthouse drives it over CDP), resolved with the port. */
async function launchDebuggableChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const executable = chromiumPath();
  if (!executable) throw new Error('No Chromium found: install it or set CHROMIUM_PATH.');
  const profile = mkdtempSync(path.join(tmpdir(), 'tw-lighthouse-'));
  const child: ChildProcess = spawn(
    executable,
    [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const close = async (): Promise<void> => {
    // Chromium writes its profile until it has exited: remove the directory only then.
    const exited =
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill();
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 3 });
    } catch {
      // A leftover temporary profile is no reason to lose the figures.
    }
  };
  const port = await new Promise<number>((resolve, reject) => {
    let log = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium gave no DevTools port: ${log}`)),
      20000,
    );
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => reject(new Error(`Chromium exited (${code}): ${log}`)));
  }).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return { port, close };
}

interface Pass {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  benchmarkIndex: number;
}

async function pass(url: string, port: number, cpuSlowdownMultiplier: number): Promise<Pass> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

export async function runLighthouse(base: string): Promise<LighthouseFigure[]> {
  const chromium = await launchDebuggableChromium();
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const runs: Array<{ at4x: Pass; calibrated: Pass; multiplier: number }> = [];
      for (let run = 0; run < RUNS; run += 1) {
        const at4x = await pass(`${base}${page.path}`, chromium.port, DEFAULT_MULTIPLIER);
        const multiplier = calibratedMultiplier(at4x.benchmarkIndex);
        const calibrated = await pass(`${base}${page.path}`, chromium.port, multiplier);
        runs.push({ at4x, calibrated, multiplier });
      }
      const of = (pick: (run: (typeof runs)[number]) => number) => median(runs.map(pick));
      figures.push({
        ...page,
        performance: of((r) => r.calibrated.performance),
        performanceAt4x: of((r) => r.at4x.performance),
        benchmarkIndex: of((r) => r.at4x.benchmarkIndex),
        cpuSlowdownMultiplier: of((r) => r.multiplier),
        lcpMs: of((r) => r.calibrated.lcpMs),
        tbtMs: of((r) => r.calibrated.tbtMs),
        tbtAt4xMs: of((r) => r.at4x.tbtMs),
        cls: of((r) => r.calibrated.cls),
        runs: runs.length,
      });
    }
  } finally {
    await chromium.close();
  }
  return figures;
}

const goalText = (f: LighthouseFigure): string => {
  const score = `≥ ${f.goal.performance} ${f.performance >= f.goal.performance ? 'ok' : 'MISSED'}`;
  const tbt =
    f.goal.tbtMs === undefined
      ? ''
      : `, TBT ≤ ${f.goal.tbtMs} ${f.tbtMs <= f.goal.tbtMs ? 'ok' : 'MISSED'}`;
  return `${score}${tbt}, CLS ≤ 0.02 ${f.cls <= 0.02 ? 'ok' : 'MISSED'}`;
};

export function lighthouseTable(figures: LighthouseFigure[]): string {
  return [
    '| page | performance (calibrated) | at 4× | benchmarkIndex | CPU multiplier | LCP (ms) | TBT (ms) | TBT at 4× (ms) | CLS | runs | goal |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.label} \`${f.path}\` | ${f.performance} | ${f.performanceAt4x} | ${f.benchmarkIndex.toFixed(0)} | ${f.cpuSlowdownMultiplier.toFixed(1)}× | ${f.lcpMs.toFixed(0)} | ${f.tbtMs.toFixed(0)} | ${f.tbtAt4xMs.toFixed(0)} | ${f.cls.toFixed(3)} | ${f.runs} | ${goalText(f)} |`,
    ),
  ].join('\n');
}
