import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openSession, type Session } from './browser';
import { startStaticServer, type StaticServer } from './static-server';

/*
 * The studio as the build writes it (dist/studio/announcement.html), served by a plain static file
 * server at /build/ as a site serves its build, under a CSP without 'unsafe-inline': it works with the
 * build's own files alone (no demo server, mock worker or API), previews an edited text and copies the
 * snippet.
 */

const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

const announcement = (page: Page, kind: 'phone' | 'desktop') =>
  page
    .frameLocator(`[data-studio-preview="${kind}"]`)
    .locator('[data-tw-widget="top-announcement"]');

async function previewsShow(page: Page, text: string): Promise<void> {
  for (const kind of ['phone', 'desktop'] as const)
    await announcement(page, kind).getByText(text).first().waitFor();
}

describe('the static studio from a plain file server, in Chromium', () => {
  let server: StaticServer;
  let session: Session;
  const requested: string[] = [];
  const failed: string[] = [];
  beforeAll(async () => {
    server = await startStaticServer(path.resolve(import.meta.dirname, '../../dist'), '/build/', {
      'Content-Security-Policy': CSP,
    });
  });
  afterAll(async () => {
    await server.close();
  });
  beforeEach(async () => {
    session = await openSession({ permissions: ['clipboard-read', 'clipboard-write'] });
    session.context.on('request', (request) => requested.push(request.url()));
    session.context.on('response', (response) => {
      if (response.status() >= 400) failed.push(response.url());
    });
  });
  afterEach(async () => {
    await session.close();
  });

  it('edits a text, previews it, and copies the snippet, with the build’s files alone', async () => {
    const { page } = session;
    await page.goto(`${server.origin}/build/studio/announcement.html`);
    await previewsShow(page, 'book a courier at a fixed price');

    await page
      .locator('[data-studio-field="content"]')
      .fill('<strong>Spring:</strong> static studio');
    await previewsShow(page, 'static studio');
    for (const kind of ['phone', 'desktop'] as const)
      await expect(announcement(page, kind).locator('strong').textContent()).resolves.toBe(
        'Spring:',
      );
    // The draft is in the page's own URL, on the static file.
    await expect
      .poll(() => new URL(page.url()).searchParams.get('data-content.en'))
      .toBe('<strong>Spring:</strong> static studio');
    expect(new URL(page.url()).pathname).toBe('/build/studio/announcement.html');

    await page.getByRole('button', { name: 'Copy' }).click();
    await expect.poll(() => page.locator('[data-studio-copied]').textContent()).toBe('Copied.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await page.locator('[data-studio-snippet]').textContent());
    expect(copied).toContain(
      "    en: {\n        content: '<strong>Spring:</strong> static studio',\n",
    );
    expect(copied).toContain("{{ tw.top_announcement({\n    id: 'fixed-price-2025',\n");

    // Another locale previews its own text, from the same static files.
    await page.locator('[data-studio-locale]').selectOption('pl');
    await previewsShow(page, 'zamów kuriera');

    const frames = await page
      .locator('[data-studio-preview]')
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLIFrameElement).src));
    for (const src of frames)
      expect(src.startsWith(`${server.origin}/build/studio/announcement-preview.html?`)).toBe(true);
    // Every request went to a file of the build: nothing else answers here.
    expect(requested.filter((url) => !url.startsWith(`${server.origin}/build/`))).toEqual([]);
    // No file of the build failed; no CSP violation, no error of the widget or the studio (the
    // browser's own /favicon.ico, which this server has not, is the one 404 it logs).
    expect(failed).toEqual([]);
    expect(session.errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});
