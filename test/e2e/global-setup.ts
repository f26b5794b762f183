import { existsSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, headlessShellPath } from './chromium-path';

let browsers: BrowserServer[] = [];

/**
 * One Chromium (its headless shell) per worker of the `e2e` project, started once: a test connects
 * to its worker's browser and opens a fresh context (its own cookies, storage, cache and service
 * workers), which costs a few milliseconds where a launch costs a second.
 */
export async function setup(project: TestProject): Promise<void> {
  const executablePath = headlessShellPath();
  if (!executablePath) {
    throw new Error(
      'No Chromium headless shell found for the end-to-end tests. Install it (apt-get install -y chromium-headless-shell) or set CHROMIUM_HEADLESS_SHELL_PATH.',
    );
  }
  const root = path.resolve(import.meta.dirname, '../..');
  if (
    !existsSync(path.join(root, 'dist/entrypoints.json')) ||
    !existsSync(path.join(root, 'dist-demo/mocks.js'))
  ) {
    throw new Error(
      'The end-to-end tests run against the built bundle: run `npm run build` first.',
    );
  }
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  browsers = await Promise.all(
    Array.from({ length: workers }, () =>
      chromium.launchServer({ executablePath, args: CHROMIUM_ARGS, headless: true }),
    ),
  );
  project.provide(
    'chromiumEndpoints',
    browsers.map((browser) => browser.wsEndpoint()),
  );
}

export async function teardown(): Promise<void> {
  await Promise.all(browsers.map((browser) => browser.close()));
  browsers = [];
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromiumEndpoints: string[];
  }
}
