import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';
import { calibratedMultiplier, DEFAULT_MULTIPLIER } from './cpu-calibration';
import type { LighthouseFigure, LighthouseGoal } from './lighthouse-table';
import { median } from './median';

/**
 * Lighthouse 12 (mobile: its default Moto G Power emulation with simulated slow 4G) on
 * production-like demo pages, twice per run: with the default 4× CPU slowdown, which gives the
 * host's benchmarkIndex, then with the slowdown calibrated to that index (cpu-calibration.ts), so
 * a slow host does not score low for being slow. The bench prints the medians of each page's runs:
 * the calibrated score (`performance`), LCP, TBT and CLS, and beside them the score at 4×, the
 * index and the multiplier. The floor pages the timed figures are read against are scored in the
 * same rounds, and each page's goal is printed with its floor's score (lighthouse-table.ts).
 */

/** Where a page is served: the production-like demo, or the bench's floor pages (floors.ts). */
export type LighthouseServer = 'demo' | 'floor';

export interface LighthousePage {
  path: string;
  label: string;
  /** The calibrated score (and blocking time) the page must reach; null for a floor. */
  goal: LighthouseGoal | null;
  on: LighthouseServer;
  /** The path of the floor page of the stack this page stands on, printed beside its goal. */
  floor?: string;
}

const FORM_STACK_FLOOR = '/floor/floor-form-stack.html';
const BARE_REACT_FLOOR = '/floor/floor-react.html';

export const LIGHTHOUSE_PAGES: LighthousePage[] = [
  // The floors, scored in the same rounds: what the page's stack alone gets, one element and no
  // product code. A goal above its floor's score is one the stack cannot reach however the product
  // uses it.
  {
    path: BARE_REACT_FLOOR,
    label: 'floor: bare React createRoot, one element',
    goal: null,
    on: 'floor',
  },
  {
    path: FORM_STACK_FLOOR,
    label: "floor: every package of the form's first screen (design card + valibot), one element",
    goal: null,
    on: 'floor',
  },
  {
    path: '/content/en?guest',
    label: 'helpers page (content, first visit)',
    goal: { performance: 98 },
    on: 'demo',
    floor: BARE_REACT_FLOOR,
  },
  {
    path: '/form/en/',
    label: 'form page (first screen)',
    goal: { performance: 95, tbtMs: 200 },
    on: 'demo',
    floor: FORM_STACK_FLOOR,
  },
  // The fast path a site gets by handing the categories over: the first screen painted before React.
  {
    path: '/form/en/?categories=inline',
    label: 'form page, categories handed over (first screen painted before React)',
    goal: { performance: 95, tbtMs: 200 },
    on: 'demo',
    floor: FORM_STACK_FLOOR,
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

/**
 * Every page once per round, the rounds one after another: a page and its floor are scored minutes
 * apart, not a whole page's runs apart, so a host that slows down in between moves both.
 */
export async function runLighthouse(
  bases: Record<LighthouseServer, string>,
  pages: LighthousePage[] = LIGHTHOUSE_PAGES,
): Promise<LighthouseFigure[]> {
  const chromium = await launchDebuggableChromium();
  type Run = { at4x: Pass; calibrated: Pass; multiplier: number };
  const runs = new Map<LighthousePage, Run[]>(pages.map((page) => [page, []]));
  try {
    for (let round = 0; round < RUNS; round += 1) {
      for (const page of pages) {
        const url = `${bases[page.on]}${page.path}`;
        const at4x = await pass(url, chromium.port, DEFAULT_MULTIPLIER);
        const multiplier = calibratedMultiplier(at4x.benchmarkIndex);
        const calibrated = await pass(url, chromium.port, multiplier);
        runs.get(page)?.push({ at4x, calibrated, multiplier });
      }
    }
  } finally {
    await chromium.close();
  }
  return pages.map((page) => {
    const own = runs.get(page) ?? [];
    const of = (pick: (run: Run) => number) => median(own.map(pick));
    return {
      path: page.path,
      label: page.label,
      goal: page.goal,
      ...(page.floor ? { floor: page.floor } : {}),
      performance: of((r) => r.calibrated.performance),
      performanceAt4x: of((r) => r.at4x.performance),
      benchmarkIndex: of((r) => r.at4x.benchmarkIndex),
      cpuSlowdownMultiplier: of((r) => r.multiplier),
      lcpMs: of((r) => r.calibrated.lcpMs),
      tbtMs: of((r) => r.calibrated.tbtMs),
      tbtAt4xMs: of((r) => r.at4x.tbtMs),
      cls: of((r) => r.calibrated.cls),
      runs: own.length,
    };
  });
}
