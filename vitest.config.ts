import path from 'node:path';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import LongestFirst from './test/tools/longest-first.ts';

/**
 * Every suite of the project, as vitest projects of one configuration:
 *
 * - `unit`: unit and component tests in jsdom (in Node, for a file that says so and needs no DOM),
 *   against the MSW handlers; a worker runs its files one after another without isolation (its
 *   thread, jsdom and packages are loaded once), each file starting fresh (test/fresh-file.ts);
 * - `e2e`: real Chromium (playwright-core) against the built bundle and the demo pages;
 * - `engines`: Chromium, Firefox ESR and WebKitGTK against the same (under xvfb-run, for WebKit);
 * - `dist`: checks of the build's output (the `*.dist.ts` files of test/), after the build.
 *
 * `npm test` runs `unit` alone, then `e2e` and `engines` together (tools/test-stages.ts);
 * `npx vitest run --project e2e test/e2e/banners.e2e.ts` runs one file of one project.
 *
 * No project retries a failed test: a test that fails once is a failing test (a bug of the product
 * or of the test). A time limit is there to catch a hang, never to judge speed (the bench does that).
 */

/** The browser projects' workers run their files at once, each with its own demo server and Chromium. */
const BROWSER_WORKERS = Number(process.env.TW_BROWSER_WORKERS ?? 3);

/**
 * `expect.poll` waits for a state (a request answered, a console line, a count on the page); its
 * own limit of 1 s is a duration a busy machine exceeds, so in the browser projects it only catches
 * a hang, as Playwright's 30 s does for a locator.
 */
const BROWSER_POLL = { poll: { timeout: 60_000 } };

const project = (
  config: TestProjectInlineConfiguration['test'],
): TestProjectInlineConfiguration => ({
  extends: true,
  test: config,
});

export default defineConfig({
  // `@/` is `src/`, as in tsconfig paths and webpack.
  resolve: {
    alias: [{ find: /^@\//, replacement: `${path.resolve(import.meta.dirname, 'src')}/` }],
  },
  test: {
    reporters: ['default', './test/tools/reliability-reporter.ts'],
    retry: 0,
    sequence: { sequencer: LongestFirst },
    projects: [
      project({
        name: 'unit',
        globals: true,
        environment: 'jsdom',
        include: ['test/**/*.test.{ts,tsx}'],
        exclude: ['test/e2e/**', 'test/e2e-engines/**', 'node_modules/**'],
        setupFiles: ['test/fresh-file.ts', 'test/setup.ts'],
        isolate: false,
        globalSetup: ['test/inline-scripts-setup.ts'],
        css: { modules: { classNameStrategy: 'non-scoped' } },
        pool: 'threads',
        maxWorkers: 2,
        // Hang detectors sized for a loaded machine, for every test and hook alike (docs/quality.md).
        testTimeout: 120000,
        hookTimeout: 120000,
      }),
      // Checks of the build's output that npm test runs once the build is done (its `dist` stage).
      project({
        name: 'dist',
        environment: 'node',
        globals: true,
        include: ['test/**/*.dist.ts'],
      }),
      project({
        name: 'e2e',
        environment: 'node',
        include: ['test/e2e/**/*.e2e.ts'],
        globalSetup: ['test/e2e/global-setup.ts'],
        pool: 'forks',
        isolate: false,
        maxWorkers: BROWSER_WORKERS,
        expect: BROWSER_POLL,
        testTimeout: 180000,
        hookTimeout: 180000,
      }),
      project({
        name: 'engines',
        environment: 'node',
        include: ['test/e2e-engines/**/*.engine.ts'],
        globalSetup: ['test/e2e-engines/global-setup.ts'],
        pool: 'forks',
        isolate: false,
        maxWorkers: BROWSER_WORKERS,
        expect: BROWSER_POLL,
        testTimeout: 400000,
        hookTimeout: 180000,
      }),
    ],
  },
});
