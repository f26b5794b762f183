import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startDemoServer } from '../../fixtures/demo/server';
import { launchChromium, newContext } from './browser';
import { DIST, kb, sizesOf, total } from './compress';
import { buildFloors, FLOOR_DIR, SIZE_FLOORS } from './floors';
import { pageModules } from './module-sizes';
import { installPaintProbe, paintedAt } from './paint-probe';
import { TYPICAL_PAGES } from './typical-pages';

/**
 * `npm run size`: builds (unless --no-build), then prints the gzip and brotli
 * bytes of each entry's initial files and of what each typical page really
 * loads in Chromium, and fails when a budget of test/perf/budgets.json is
 * exceeded.
 */
interface Budgets {
  pages: Record<
    string,
    {
      limit?: number;
      target?: number;
      without?: string[];
      /** The page's figure when the limit was set; `limit` = `measured` + `margin`. */
      measured?: number;
      margin?: number;
      reason?: string;
    }
  >;
}

const budgets = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'budgets.json'), 'utf8'),
) as Budgets;

async function measurePages(): Promise<Array<{ id: string; label: string; urls: string[] }>> {
  // Production-like: no mock service worker, the API answered by the demo server (docs/quality.md).
  const server = await startDemoServer(0, '127.0.0.1', { api: 'server' });
  const address = server.address();
  const base = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchChromium();
  const results: Array<{ id: string; label: string; urls: string[] }> = [];
  try {
    for (const typical of TYPICAL_PAGES) {
      const context = await newContext(browser);
      await typical.prepare?.(context, base);
      const page = await context.newPage();
      // What the page needs to paint: the files requested before the frame that paints what the
      // visitor should see (the bench's paint probe). Idle-time prefetches that start afterwards
      // (the form's next step) are not part of the first screen. A page painted before its widget
      // listens (the first visit's cookie bar) counts up to the frame where it is interactive.
      await installPaintProbe(page, typical.interactive?.selector ?? typical.paintSelector);
      await page.goto(`${base}${typical.path}`);
      await typical.painted(page);
      const paint = await paintedAt(page);
      await page.waitForLoadState('networkidle');
      const urls = await page.evaluate(
        (limit) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.startTime <= limit)
            .map((entry) => new URL(entry.name).pathname)
            .filter((pathname) => pathname.startsWith('/build/') && /\.(js|css)$/.test(pathname)),
        paint,
      );
      results.push({
        id: typical.id,
        label: typical.interactive ? `${typical.label}, interactive` : typical.label,
        urls: [...new Set(urls)],
      });
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const reachable = JSON.parse(readFileSync(path.join(DIST, 'reachable.json'), 'utf8')) as Record<
    string,
    string[]
  >;
  results.push({
    id: 'd',
    label: 'the whole form (every chunk it may load)',
    urls: reachable['auction-form'] ?? [],
  });
  return results;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
  const entrypoints = JSON.parse(readFileSync(path.join(DIST, 'entrypoints.json'), 'utf8')) as {
    entrypoints: Record<string, { js: string[]; css: string[] }>;
  };
  const entryRows = Object.entries(entrypoints.entrypoints).map(([name, files]) => {
    const sizes = total([...files.js, ...files.css]);
    return { name, ...sizes };
  });
  console.info('\nInitial files per entry (runtime + shared chunks + entry):');
  console.info('| entry | JS gzip | JS brotli | CSS gzip | files |\n|---|---|---|---|---|');
  for (const row of entryRows)
    console.info(
      `| ${row.name} | ${kb(row.js.gzip)} | ${kb(row.js.brotli)} | ${kb(row.css.gzip)} | ${row.files} |`,
    );

  const pages = await measurePages();
  const failures: string[] = [];
  const json: Record<string, unknown> = {};
  console.info('\nWhat each typical page loads (measured in Chromium, /build/ files only):');
  console.info(
    '| page | JS gzip | JS brotli | CSS gzip | CSS brotli | files | limit (JS gzip) | issue target |\n|---|---|---|---|---|---|---|---|',
  );
  for (const page of pages) {
    const sizes = total(page.urls);
    const budget = budgets.pages[page.id]?.limit;
    const target = budgets.pages[page.id]?.target;
    const ok = budget === undefined || sizes.js.gzip <= budget;
    if (!ok)
      failures.push(
        `page (${page.id}) ${page.label}: ${kb(sizes.js.gzip)} of JS > limit ${kb(budget)}`,
      );
    const targetCell =
      target === undefined ? '—' : `${kb(target)} ${sizes.js.gzip <= target ? 'met' : 'missed'}`;
    json[page.id] = {
      label: page.label,
      jsGzip: sizes.js.gzip,
      jsBrotli: sizes.js.brotli,
      cssGzip: sizes.css.gzip,
      cssBrotli: sizes.css.brotli,
      files: sizes.files,
      limit: budget,
      target,
    };
    console.info(
      `| (${page.id}) ${page.label} | ${kb(sizes.js.gzip)} | ${kb(sizes.js.brotli)} | ${kb(sizes.css.gzip)} | ${kb(sizes.css.brotli)} | ${sizes.files} | ${budget ? `${kb(budget)} ${ok ? 'ok' : 'EXCEEDED'}` : '—'} | ${targetCell} |`,
    );
  }
  // The same floors as the bench's, minified the way they are timed: what the stack alone weighs.
  await buildFloors();
  console.info("\nFloors (the bench's floor pages, JS gzip -9):");
  for (const floor of SIZE_FLOORS) {
    const gzip = gzipSync(readFileSync(path.join(FLOOR_DIR, `${floor.id}.js`)), {
      level: 9,
    }).length;
    json[floor.id] = { label: floor.label, jsGzip: gzip };
    console.info(`- ${floor.label}: ${kb(gzip)}`);
  }
  console.info('\nWhat each limit promises (measured when set + margin, and why):');
  for (const page of pages) {
    const budget = budgets.pages[page.id];
    if (budget?.limit === undefined || budget.measured === undefined || !budget.margin) continue;
    const share = ((100 * budget.margin) / budget.measured).toFixed(1);
    const left = budget.limit - total(page.urls).js.gzip;
    console.info(
      `- (${page.id}) ${kb(budget.limit)} = ${kb(budget.measured)} + ${kb(budget.margin)} (${share} %), ${kb(left)} left now: ${budget.reason ?? ''}`,
    );
  }
  // What each typical page's JS holds, per module (npm package or our file), largest first.
  const TOP = process.argv.includes('--verbose') ? 40 : 12;
  for (const page of pages.filter((p) => p.id !== 'd')) {
    const modules = pageModules(page.urls);
    for (const name of budgets.pages[page.id]?.without ?? []) {
      const found = modules.find((m) => m.name === name);
      if (found) failures.push(`page (${page.id}) ${page.label} loads ${name} (${kb(found.gzip)})`);
    }
    const listed = modules.slice(0, TOP);
    const rest = modules.slice(TOP).reduce((sum, m) => sum + m.gzip, 0);
    console.info(
      `\n(${page.id}) JS per module, gzip bytes shared out by minified size (source maps):\n| module | minified | ≈ gzip |\n|---|---|---|`,
    );
    for (const m of listed) console.info(`| ${m.name} | ${kb(m.raw)} | ${kb(m.gzip)} |`);
    if (rest) console.info(`| ${modules.length - TOP} more | | ${kb(rest)} |`);
    json[`${page.id}:modules`] = listed.map((m) => ({ name: m.name, gzip: Math.round(m.gzip) }));
  }
  if (process.argv.includes('--verbose')) {
    for (const page of pages) {
      console.info(`\n(${page.id}) files:`);
      for (const url of [...page.urls].sort((a, b) => sizesOf(b).gzip - sizesOf(a).gzip))
        console.info(`  ${kb(sizesOf(url).gzip).padStart(9)}  ${url}`);
    }
  }
  console.info(`\n${JSON.stringify({ size: json })}`);
  if (failures.length) {
    console.error(`\nSize limit exceeded:\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.info('\nAll size limits hold.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
