import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { encodedFile, negotiateEncoding } from '../../fixtures/demo/compression';
import { startDemoServer } from '../../fixtures/demo/server';
import { launchChromium, newContext } from './browser';
import { buildFloors, FLOOR_DIR, FLOORS } from './floors';
import { INTERACTIONS, type Interaction } from './interactions';
import { layoutShiftTable, measureLayoutShift, type PageShift } from './layout-shift';
import { runLighthouse } from './lighthouse';
import { lighthouseTable, type LighthouseFigure } from './lighthouse-table';
import { median } from './median';
import { installPaintProbe, paintedAt } from './paint-probe';
import { TYPICAL_PAGES, type TimeBudget } from './typical-pages';

/**
 * `npm run bench`: serves the built demo and the floor pages on localhost and
 * drives headless Chromium under 4× CPU throttling. Every figure is the
 * median of several runs, printed as a table and as JSON, with its ratio to
 * its floor. Run `npm run build` first (or pass --build).
 */
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
/** `BENCH_LIGHTHOUSE=0` skips the Lighthouse runs (a few minutes: each page's runs, twice each). */
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
/** `BENCH_ONLY=c,keystroke`: only these figures (and the floors), no layout-shift pass; for iterating. */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (id: string): boolean => !ONLY || ONLY.has(id);
const THROTTLE = 4;
const ROOT = path.resolve(import.meta.dirname, '../..');

interface Figure {
  id: string;
  label: string;
  median: number;
  runs: number[];
  floor?: string;
  peer?: string;
  budget?: TimeBudget;
}

/** When the first script could start: the document is parsed and the script has arrived. */
async function scriptStart(page: Page, scriptPrefix: string): Promise<number> {
  return page.evaluate((prefix) => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const first = performance
      .getEntriesByType('resource')
      .filter(
        (entry) => new URL(entry.name).pathname.startsWith(prefix) && entry.name.endsWith('.js'),
      )
      .sort((a, b) => a.startTime - b.startTime)[0] as PerformanceResourceTiming | undefined;
    return Math.max(nav.domInteractive, first?.responseEnd ?? 0);
  }, scriptPrefix);
}

async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return page;
}

/**
 * One load: the time from the first script's start to the paint of each selector (by name), all
 * from the same load: a page painted before its widget listens gives both moments of one visit.
 */
async function timeToPaint(
  browser: Browser,
  url: string,
  selectors: Record<string, string>,
  scriptPrefix: string,
  prepare?: (context: BrowserContext) => Promise<void>,
): Promise<Record<string, number>> {
  const context = await newContext(browser);
  await prepare?.(context);
  const page = await throttledPage(context);
  for (const [name, selector] of Object.entries(selectors))
    await installPaintProbe(page, selector, name);
  await page.goto(url);
  const moments: Record<string, number> = {};
  for (const name of Object.keys(selectors)) moments[name] = await paintedAt(page, name);
  const start = await scriptStart(page, scriptPrefix);
  await context.close();
  return Object.fromEntries(Object.entries(moments).map(([name, at]) => [name, at - start]));
}

/**
 * A figure of the bench (a floor, a page, an interaction): `once` measures one run and keeps it,
 * `report` adds the figure(s) of every run kept.
 */
interface Timed {
  once(): Promise<void>;
  report(): void;
}

/** The runs of a timed figure, by the name of what it times (a page: painted and interactive). */
function timed(
  measure: () => Promise<Record<string, number>>,
  report: (runs: Record<string, number[]>) => void,
): Timed {
  const runs: Record<string, number[]> = {};
  return {
    async once() {
      for (const [name, ms] of Object.entries(await measure())) (runs[name] ??= []).push(ms);
    },
    report: () => report(runs),
  };
}

function baseOf(server: Server): string {
  const address = server.address();
  return `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
}

async function serveFloors(): Promise<{ server: Server; base: string }> {
  const types: Record<string, string> = {
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.html': 'text/html; charset=utf-8',
  };
  const peer = path.join(ROOT, 'node_modules/vanilla-cookieconsent/dist');
  // Compressed before the first request, as the demo's files are (its precompressDist).
  await Promise.all(
    [
      ...readdirSync(FLOOR_DIR).map((file) => path.join(FLOOR_DIR, file)),
      ...['cookieconsent.css', 'cookieconsent.umd.js'].map((file) => path.join(peer, file)),
    ].map((file) => encodedFile(file, 'identity')),
  );
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const file = url.pathname.startsWith('/peer/')
      ? path.join(peer, url.pathname.slice('/peer/'.length))
      : path.join(FLOOR_DIR, url.pathname.replace(/^\/floor\//, ''));
    if (!file.startsWith(FLOOR_DIR) && !file.startsWith(peer)) return void res.writeHead(403).end();
    if (!existsSync(file)) return void res.writeHead(404).end();
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    // Encoded as the demo's files are (brotli, else gzip, as the request accepts), so that
    // Lighthouse's simulated network, which times the bytes sent, downloads a floor as it downloads
    // the page read against it.
    void encodedFile(file, negotiateEncoding(req.headers['accept-encoding'])).then(
      ({ body, encoding }) => {
        res.writeHead(200, {
          'Content-Type': type,
          Vary: 'Accept-Encoding',
          ...(encoding === 'identity' ? {} : { 'Content-Encoding': encoding }),
        });
        res.end(body);
      },
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        base: `http://localhost:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

function table(figures: Figure[]): string {
  const byId = new Map(figures.map((f) => [f.id, f]));
  const lines = [
    '| figure | median (ms) | runs | floor | × floor | × vanilla-cookieconsent | budget |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const figure of figures) {
    const floor = figure.floor ? byId.get(figure.floor) : undefined;
    const ratio = floor ? figure.median / floor.median : undefined;
    const peer = figure.peer ? byId.get(figure.peer) : undefined;
    const peerRatio = peer ? (figure.median / peer.median).toFixed(2) : '—';
    let budget = '—';
    if (figure.budget?.ratio !== undefined && ratio !== undefined)
      budget = `≤ ${figure.budget.ratio}× ${ratio <= figure.budget.ratio ? 'ok' : 'MISSED'}`;
    if (figure.budget?.peerRatio !== undefined && peer)
      budget = `≤ ${figure.budget.peerRatio}× peer ${figure.median / peer.median <= figure.budget.peerRatio ? 'ok' : 'MISSED'}`;
    if (figure.budget?.ms !== undefined)
      budget = `≤ ${figure.budget.ms} ms ${figure.median <= figure.budget.ms ? 'ok' : 'MISSED'}`;
    lines.push(
      `| ${figure.label} | ${figure.median.toFixed(1)} | ${figure.runs.length} | ${floor ? floor.label : '—'} | ${ratio ? ratio.toFixed(2) : '—'} | ${peerRatio} | ${budget} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (process.argv.includes('--build') || !existsSync(path.join(ROOT, 'dist/entrypoints.json'))) {
    execSync('npm run build', { stdio: 'inherit', cwd: ROOT });
  }
  await buildFloors();
  // Production-like: no mock service worker on the pages, the API answered by the demo server, files
  // gzip/brotli-encoded. The QA mode (mock worker) serves only what needs the worker's hub (the burst).
  const demo = await startDemoServer(0, '127.0.0.1', { api: 'server' });
  const demoBase = baseOf(demo);
  const qaDemo = await startDemoServer(0, '127.0.0.1', { api: 'worker' });
  const qaBase = baseOf(qaDemo);
  const floors = await serveFloors();
  const browser = await launchChromium();
  const figures: Figure[] = [];
  let shifts: PageShift[] = [];
  let scores: LighthouseFigure[] = [];
  const add = (figure: Figure) => {
    figures.push(figure);
    console.info(
      `${figure.label}: ${figure.median.toFixed(1)} ms (runs ${figure.runs.map((r) => r.toFixed(0)).join(', ')})`,
    );
  };
  try {
    const figuresToTime: Timed[] = FLOORS.map((floor) =>
      timed(
        () =>
          timeToPaint(
            browser,
            `${floors.base}/floor/${floor.id}.html`,
            { painted: floor.selector },
            floor.scriptPrefix,
          ),
        ({ painted: runs = [] }) =>
          add({ id: floor.id, label: floor.label, median: median(runs), runs, floor: floor.floor }),
      ),
    );
    for (const typical of TYPICAL_PAGES.filter((t) => wanted(t.id)))
      figuresToTime.push(
        timed(
          () =>
            timeToPaint(
              browser,
              `${demoBase}${typical.path}`,
              {
                painted: typical.paintSelector,
                ...(typical.interactive ? { interactive: typical.interactive.selector } : {}),
              },
              '/build/',
              typical.prepare ? (context) => typical.prepare!(context, demoBase) : undefined,
            ),
          ({ painted = [], interactive = [] }) => {
            add({
              id: typical.id,
              label: `(${typical.id}) ${typical.label}${typical.interactive ? ', painted' : ''}`,
              median: median(painted),
              runs: painted,
              floor: typical.floor,
              peer: typical.peer,
              budget: typical.timeBudget,
            });
            if (typical.interactive)
              add({
                id: `${typical.id}-interactive`,
                label: `(${typical.id}) ${typical.label}, interactive`,
                median: median(interactive),
                runs: interactive,
                floor: typical.interactive.floor,
                budget: typical.interactive.timeBudget,
              });
          },
        ),
      );
    // An interaction's floor (and the floor's own floor) runs whenever the interaction does.
    const running = new Set(INTERACTIONS.filter((i) => wanted(i.id)).map((i) => i.id));
    for (const interaction of [...INTERACTIONS].reverse())
      if (running.has(interaction.id))
        for (const id of [interaction.floor, ...(interaction.alongside ?? [])])
          if (id) running.add(id);
    for (const interaction of (INTERACTIONS as Interaction[]).filter((i) => running.has(i.id)))
      figuresToTime.push(
        timed(
          async () => {
            const context = await newContext(browser);
            const ms = await interaction.measure(
              context,
              { server: demoBase, worker: qaBase, floor: floors.base }[interaction.api ?? 'server'],
              throttledPage,
            );
            await context.close();
            return { ms };
          },
          ({ ms: runs = [] }) =>
            add({
              id: interaction.id,
              label: interaction.label,
              median: median(runs),
              runs,
              floor: interaction.floor,
              budget: interaction.budget,
            }),
        ),
      );
    // Round by round, every figure once, so that a figure and its floor or peer are minutes apart
    // however many runs: a host that slows down during the bench slows both.
    for (let round = 0; round < RUNS; round += 1) {
      for (const figure of figuresToTime) await figure.once();
      console.info(`round ${round + 1} of ${RUNS}: ${figuresToTime.length} figures timed once`);
    }
    for (const figure of figuresToTime) figure.report();
    if (!ONLY) shifts = await measureLayoutShift(browser, demoBase);
    if (LIGHTHOUSE) {
      try {
        scores = await runLighthouse({ demo: demoBase, floor: floors.base });
      } catch (error) {
        // The timed figures stand without it: say why Lighthouse has none.
        console.error('Lighthouse failed; its table is left out:', error);
      }
    }
  } finally {
    await browser.close();
    demo.close();
    qaDemo.close();
    floors.server.close();
  }
  const markdown = table(figures);
  console.info(
    `\nMedians of ${RUNS} runs, ${THROTTLE}× CPU throttling, headless Chromium:\n\n${markdown}\n`,
  );
  console.info(
    `Layout shift per demo page (no input, 2.5 s after load):\n\n${layoutShiftTable(shifts)}\n`,
  );
  if (scores.length)
    console.info(
      `Lighthouse 12, mobile (simulated slow 4G; CPU slowdown calibrated to the host's benchmarkIndex, and the default 4× beside it), production-like pages:\n\n${lighthouseTable(scores)}\n`,
    );
  const json = {
    runs: RUNS,
    throttle: THROTTLE,
    figures: figures.map(({ id, label, median: m, runs, floor }) => ({
      id,
      label,
      median: m,
      runs,
      floor,
    })),
    layoutShift: shifts,
    lighthouse: scores,
  };
  console.info(JSON.stringify({ bench: json }));
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  writeFileSync(path.join(ROOT, '.tmp/bench.json'), JSON.stringify(json, null, 2));
  writeFileSync(
    path.join(ROOT, '.tmp/bench.md'),
    `${markdown}\n\n${layoutShiftTable(shifts)}\n${scores.length ? `\n${lighthouseTable(scores)}\n` : ''}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
