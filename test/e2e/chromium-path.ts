import { existsSync } from 'node:fs';

const firstExisting = (candidates: (string | undefined)[]): string | null =>
  candidates.find((candidate): candidate is string =>
    Boolean(candidate && existsSync(candidate)),
  ) ?? null;

/**
 * Chromium as visitors run it (the engine suite, the benchmark, Lighthouse): CHROMIUM_PATH, else
 * Debian's /usr/bin/chromium.
 */
export function chromiumPath(): string | null {
  return firstExisting([
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
  ]);
}

/**
 * The end-to-end suite's Chromium: Debian's headless shell (`chromium-headless-shell`, the same
 * Blink and V8 as `chromium`, built without the browser's window and toolbar), as Playwright runs
 * headless by default; CHROMIUM_HEADLESS_SHELL_PATH names another. The full browser in headless
 * mode opens a window with a toolbar for every context, and its omnibox's two WebUI renderers cost
 * more CPU than the page itself (docs/quality.md).
 */
export function headlessShellPath(): string | null {
  return firstExisting([
    process.env.CHROMIUM_HEADLESS_SHELL_PATH,
    '/usr/bin/chromium-headless-shell',
  ]);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
