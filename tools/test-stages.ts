import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

/**
 * `npm test`: every check CI runs, as stages that start as soon as what they need is done, so the
 * checks that do not depend on each other share the machine's two cores. At the end, a table of
 * each stage's duration, so the next slowdown is seen when it lands.
 *
 * Each stage's output is streamed with its name in front and kept whole in `.tmp/test-logs/`.
 * A stage that fails does not stop the others; the stages that need it are skipped.
 */
export interface Stage {
  name: string;
  command: string;
  /** Stages that must have passed before this one starts. */
  after: string[];
}

const ROOT = path.resolve(import.meta.dirname, '..');
const LOGS = path.join(ROOT, '.tmp/test-logs');

export const STAGES: Stage[] = [
  // The type check and the linters keep their caches in node_modules/.cache (package.json).
  { name: 'typecheck', command: 'npm run --silent typecheck', after: [] },
  { name: 'lint', command: 'npm run --silent lint', after: [] },
  { name: 'build', command: 'npm run --silent build', after: [] },
  // The unit tests take both cores; the checks above are short and share them.
  { name: 'unit', command: 'vitest run --project unit', after: [] },
  // The built scripts against the browser line, and the checks of the build's output.
  {
    name: 'dist',
    command: 'tsx tools/check-dist.ts && vitest run --project dist',
    after: ['build'],
  },
  // The browser suites wait on pages more than they compute: they start when the unit tests end.
  {
    name: 'browsers',
    command: 'xvfb-run -a vitest run --project e2e --project engines',
    after: ['build', 'unit'],
  },
  // Bytes, not time: it shares the cores with the unit tests rather than adding to the end.
  { name: 'size', command: 'tsx test/perf/size.ts --no-build', after: ['build'] },
];

export type Outcome = 'passed' | 'failed' | 'skipped';
export interface Result {
  name: string;
  outcome: Outcome;
  startedAt: number;
  seconds: number;
}

function run(stage: Stage, startedAt: number): Promise<Result> {
  return new Promise((resolve) => {
    const log = createWriteStream(path.join(LOGS, `${stage.name}.log`));
    const child = spawn(stage.command, {
      cwd: ROOT,
      shell: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: '0',
        NO_COLOR: '1',
        // Property tests run their full 2,000 runs whatever PROPERTY_RUNS says (test/tools/reliability.ts).
        TW_FULL_SUITE: '1',
        PATH: `${ROOT}/node_modules/.bin:${process.env.PATH}`,
      },
    });
    const prefix = `[${stage.name}] `;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream.on('data', (chunk: Buffer) => {
        log.write(chunk);
        const lines = (pending + chunk.toString('utf8')).split(/\r?\n/);
        pending = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => {
        if (pending) process.stdout.write(`${prefix}${pending}\n`);
      });
    }
    child.on('close', (code) => {
      log.end();
      resolve({
        name: stage.name,
        outcome: code === 0 ? 'passed' : 'failed',
        startedAt,
        seconds: (performance.now() - startedAt) / 1000,
      });
    });
  });
}

function minutes(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The table printed at the end of `npm test` (and pasted into docs/quality.md). */
export function durationTable(results: Result[], origin: number, total: number): string {
  const rows = results.map(
    (r) =>
      `| ${r.name} | ${r.outcome} | ${r.outcome === 'skipped' ? '' : minutes((r.startedAt - origin) / 1000)} | ${r.outcome === 'skipped' ? '' : minutes(r.seconds)} |`,
  );
  return [
    '| stage | result | started at | took |',
    '|---|---|---|---|',
    ...rows,
    `| **npm test** | ${results.every((r) => r.outcome === 'passed') ? 'passed' : 'failed'} | | **${minutes(total)}** |`,
  ].join('\n');
}

async function main(): Promise<void> {
  mkdirSync(LOGS, { recursive: true });
  const origin = performance.now();
  const results = new Map<string, Result>();
  const running = new Map<string, Promise<Result>>();
  const waiting = [...STAGES];
  while (waiting.length || running.size) {
    for (const stage of [...waiting]) {
      const needs = stage.after.map((name) => results.get(name));
      if (needs.some((r) => r === undefined)) continue;
      waiting.splice(waiting.indexOf(stage), 1);
      if (needs.some((r) => r?.outcome !== 'passed')) {
        results.set(stage.name, { name: stage.name, outcome: 'skipped', startedAt: 0, seconds: 0 });
        continue;
      }
      process.stdout.write(`\n=== ${stage.name}: ${stage.command}\n`);
      running.set(stage.name, run(stage, performance.now()));
    }
    if (!running.size) continue;
    const done = await Promise.race(running.values());
    running.delete(done.name);
    results.set(done.name, done);
    process.stdout.write(`=== ${done.name} ${done.outcome} in ${minutes(done.seconds)}\n`);
  }
  const ordered = STAGES.map((stage) => results.get(stage.name) as Result);
  const total = (performance.now() - origin) / 1000;
  process.stdout.write(
    `\nStages of npm test (logs in .tmp/test-logs/):\n${durationTable(ordered, origin, total)}\n`,
  );
  const failed = ordered.filter((r) => r.outcome !== 'passed');
  if (failed.length) {
    process.stdout.write(`\nFailed or skipped: ${failed.map((r) => r.name).join(', ')}\n`);
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
