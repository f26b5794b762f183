import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium-path';

/** Headless Chromium for the size and benchmark scripts (no vitest involved). */
export async function launchChromium(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) {
    throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROMIUM_PATH.');
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}
