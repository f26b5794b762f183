import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';

/** The mark the input probe sets once the frame after the input is painted (interactions.ts). */
export const PAINTED_MARK = 'tw-bench-painted';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time: what the main thread really ran, without the time another process had the core. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

const RENDERING = new Set([
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
]);
const ROOT = path.resolve(import.meta.dirname, '../..');
let traces = 0;

const ms = (us: number) => `${(us / 1000).toFixed(1)} ms`;

/**
 * `BENCH_TRACE=1`: a Chromium trace around one input (open `.tmp/bench-trace-N.json` in DevTools'
 * Performance panel), summarised from the input's keydown to the probe's painted mark as main-thread
 * CPU time: the input's event handlers (React's render and commit and the store's dispatch run inside
 * them), other tasks in between (timers, messages), and style, layout and paint. Thread time, unlike
 * the wall-clock figure, holds on a machine shared with other work.
 */
export async function traced<T>(page: Page, inputType: string, run: () => Promise<T>): Promise<T> {
  const browser = page.context().browser();
  if (process.env.BENCH_TRACE !== '1' || !browser) return run();
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  const result = await run();
  const buffer = await browser.stopTracing();
  mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
  const file = path.join(ROOT, `.tmp/bench-trace-${(traces += 1)}.json`);
  writeFileSync(file, buffer);
  const events = (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const input = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === inputType);
  const painted = events.find((e) => e.name === PAINTED_MARK);
  if (!input || !painted) {
    console.info(`Trace ${path.relative(ROOT, file)}: no ${inputType} or painted mark in it.`);
    return result;
  }
  const main = events.filter(
    (e) =>
      e.pid === input.pid &&
      e.tid === input.tid &&
      e.ph === 'X' &&
      e.ts + (e.dur ?? 0) >= input.ts &&
      e.ts <= painted.ts,
  );
  const within = (inner: TraceEvent, outer: TraceEvent) =>
    inner !== outer &&
    inner.ts >= outer.ts &&
    inner.ts + (inner.dur ?? 0) <= outer.ts + (outer.dur ?? 0);
  // Nested events (keypress holds textInput holds input; a forced layout inside a handler) count once.
  const outermost = (list: TraceEvent[], others: TraceEvent[] = list) =>
    list.filter((e) => !others.some((o) => within(e, o)));
  const sum = (list: TraceEvent[]) => list.reduce((total, e) => total + (e.tdur ?? 0), 0);
  const dispatches = outermost(main.filter((e) => e.name === 'EventDispatch' && e.ts >= input.ts));
  const tasks = sum(main.filter((e) => e.name === 'RunTask'));
  const handlers = sum(dispatches);
  const rendering = sum(
    outermost(
      main.filter((e) => RENDERING.has(e.name)),
      [...dispatches, ...main.filter((e) => RENDERING.has(e.name))],
    ),
  );
  console.info(
    `Trace ${path.relative(ROOT, file)}: ${inputType} → painted ${ms(painted.ts - input.ts)} wall; ` +
      `main-thread CPU ${ms(tasks)}: input events ${ms(handlers)}, style/layout/paint ${ms(rendering)}, ` +
      `other ${ms(Math.max(0, tasks - handlers - rendering))}`,
  );
  return result;
}
