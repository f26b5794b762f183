import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';

/**
 * Lighthouse 12 (mobile: its default Moto G Power emulation with simulated
 * slow 4G and 4× CPU) on production-like demo pages. The bench prints the
 * performance score, LCP, TBT and CLS of each, beside its own figures.
 */
export interface LighthouseFigure {
  path: string;
  label: string;
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const LIGHTHOUSE_PAGES = [
  { path: '/content/en?guest', label: 'helpers page (content, first visit)' },
  { path: '/form/en/', label: 'form page (first screen)' },
];

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

export async function runLighthouse(base: string): Promise<LighthouseFigure[]> {
  const chromium = await launchDebuggableChromium();
  const figures: LighthouseFigure[] = [];
  try {
    for (const page of LIGHTHOUSE_PAGES) {
      const result = await lighthouse(`${base}${page.path}`, {
        port: chromium.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        ...page,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: audit('largest-contentful-paint'),
        tbtMs: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
  } finally {
    await chromium.close();
  }
  return figures;
}

export function lighthouseTable(figures: LighthouseFigure[]): string {
  return [
    '| page | performance | LCP (ms) | TBT (ms) | CLS | goal |',
    '|---|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.label} \`${f.path}\` | ${f.performance} | ${f.lcpMs.toFixed(0)} | ${f.tbtMs.toFixed(0)} | ${f.cls.toFixed(3)} | ≥ 98 ${f.performance >= 98 ? 'ok' : 'MISSED'}, CLS ≤ 0.02 ${f.cls <= 0.02 ? 'ok' : 'MISSED'} |`,
    ),
  ].join('\n');
}
