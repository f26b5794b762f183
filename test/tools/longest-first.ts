import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files run at once on a few workers, and the run ends when its last file does: the
 * longest files start first, whatever their project. Vitest knows each file's duration from its
 * last run (its cache); a fresh clone has no cache, so the files that take a minute or more on two
 * quiet cores are named here, longest first. A file not named, and not cached, comes after them.
 */
const LONGEST_FIRST = [
  'locales-overflow.e2e.ts',
  'auction-form-model.e2e.ts',
  'firefox-desktop.engine.ts',
  'webkit-desktop.engine.ts',
  'reliability-a11y.e2e.ts',
  'reliability-faults.e2e.ts',
  'chromium-desktop.engine.ts',
  'webkit-phone.engine.ts',
  'chromium-phone.engine.ts',
  'firefox-phone.engine.ts',
  'host-pages.e2e.ts',
  'banners.e2e.ts',
];

/**
 * The environment a file asks for in its comments, as vitest reads it (`@vitest-environment`, and
 * its options), or '' for its project's own.
 */
export function environmentOf(source: string): string {
  const name = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(source)?.[1] ?? '';
  const options = (/@(?:vitest|jest)-environment-options\s+(.+)/.exec(source)?.[1] ?? '').replace(
    /\s*\*\/$/,
    '',
  );
  return `${name} ${options}`.trim();
}

/**
 * Files in runs of one environment, each run in the order given, the runs in the order their first
 * files come: a worker that shares its thread between files (`isolate: false`) is kept only while
 * the next file in the queue wants the same environment. Interleaved, the unit files of jsdom and
 * of Node stopped a worker after almost every file, and each new one loaded jsdom, React and msw
 * again: the unit stage took twice its time. The browser files all run in Node, so they keep their
 * order across their two projects.
 */
export function inEnvironmentRuns<T>(ordered: T[], environment: (file: T) => string): T[] {
  const runs = new Map<string, T[]>();
  for (const file of ordered) {
    const key = environment(file);
    const run = runs.get(key);
    if (run) run.push(file);
    else runs.set(key, [file]);
  }
  return [...runs.values()].flat();
}

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const cache = this.ctx.cache;
    const root = this.ctx.config.root;
    const cached = (spec: TestSpecification) =>
      cache.getFileTestResults(`${spec.project.name}:${path.relative(root, spec.moduleId)}`)
        ?.duration;
    const rank = (spec: TestSpecification) => {
      const at = LONGEST_FIRST.indexOf(path.basename(spec.moduleId));
      return at < 0 ? LONGEST_FIRST.length : at;
    };
    const byDefault = await super.sort(files);
    const defaultAt = new Map(byDefault.map((spec, index) => [spec, index]));
    const allCached = files.every((spec) => cached(spec) !== undefined);
    const longestFirst = [...files].sort((a, b) =>
      allCached
        ? (cached(b) ?? 0) - (cached(a) ?? 0)
        : rank(a) - rank(b) || (defaultAt.get(a) ?? 0) - (defaultAt.get(b) ?? 0),
    );
    const environments = new Map(
      await Promise.all(
        files.map(
          async (spec) => [spec, environmentOf(await readFile(spec.moduleId, 'utf8'))] as const,
        ),
      ),
    );
    return inEnvironmentRuns(longestFirst, (spec) => environments.get(spec) ?? '');
  }
}
