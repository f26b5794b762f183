import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
} from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';

/** Headless Chromium for the size and benchmark scripts (no vitest involved). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error(
      'No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.',
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A context whose pages tolerate functions compiled by tsx: esbuild's keepNames
 * wraps named inner functions in `__name(...)`, which page.evaluate and
 * addInitScript would otherwise send to the page without its definition.
 */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await context.addInitScript({
    content: 'globalThis.__name = globalThis.__name || ((fn) => fn);',
  });
  return context;
}
