import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toAttributeName } from '@/core/config/data-attributes';
import { topAnnouncementConfigSchema } from '@/features/top-announcement/config';
import { openSession, type Session } from './browser';

/*
 * The announcement studio (/announcement-studio): a field for every attribute of the widget's
 * schema, the live widget at phone and desktop width in the chosen locale, the schema's own
 * messages, and the attributes to copy, with warnings about Twig's openers and invisible characters.
 */

const KEYS = Object.keys(topAnnouncementConfigSchema.entries);
const field = (page: Page, key: string) => page.locator(`[data-studio-field="${key}"]`);
const frame = (page: Page, kind: 'phone' | 'desktop') =>
  page.frameLocator(`[data-studio-preview="${kind}"]`);
const announcement = (page: Page, kind: 'phone' | 'desktop') =>
  frame(page, kind).locator('[data-tw-widget="top-announcement"]');

/** Waits until both frames show the widget mounted with the given text. */
async function previewsShow(page: Page, text: string): Promise<void> {
  for (const kind of ['phone', 'desktop'] as const)
    await announcement(page, kind).getByText(text).first().waitFor();
}

describe('announcement studio in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('has a field for every attribute of the schema, named as in the template', async () => {
    const { page } = session;
    await page.goto(session.url('/announcement-studio'));
    const names = await page
      .locator('[data-studio-field]')
      .evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).name));
    expect(names).toEqual(KEYS.map(toAttributeName));
    // A picklist offers exactly the schema's options, a boolean true or false, both "not set" first.
    const options = (key: string) =>
      field(page, key)
        .locator('option')
        .evaluateAll((nodes) => nodes.map((n) => (n as HTMLOptionElement).value));
    expect(await options('variant')).toEqual(['', 'info', 'warning', 'promo']);
    expect(await options('enabled')).toEqual(['', 'true', 'false']);
  });

  it('shows the announcement live at 375 and 1280 px, sanitised, and the attributes to copy', async () => {
    const { page } = session;
    await page.goto(session.url('/announcement-studio'));
    await previewsShow(page, 'book a courier at a fixed price');
    const widths = await page
      .locator('[data-studio-preview]')
      .evaluateAll((frames) =>
        frames.map((f) => (f as HTMLIFrameElement).contentWindow?.innerWidth),
      );
    expect(widths).toEqual([375, 1280]);

    await field(page, 'id').fill('winter-sale-2026');
    await field(page, 'content').fill(
      '<strong>Winter sale:</strong> 10 % off <img src=x onerror="window.pwned=1"> every move',
    );
    await field(page, 'variant').selectOption('warning');
    await previewsShow(page, 'every move');
    for (const kind of ['phone', 'desktop'] as const) {
      await expect(announcement(page, kind).locator('strong').textContent()).resolves.toBe(
        'Winter sale:',
      );
      expect(await announcement(page, kind).locator('img').count()).toBe(0);
    }
    await expect(page.locator('[data-studio-sanitised]').textContent()).resolves.toBe(
      '<strong>Winter sale:</strong> 10 % off  every move',
    );
    // The build's macro call, each text a Twig string literal (test/fixtures/demo/client/twig-snippet.test.ts
    // renders it with the macros).
    const snippet = (await page.locator('[data-studio-snippet]').textContent()) ?? '';
    expect(snippet).toMatch(
      /^\{% import '@transport_widgets\/widgets\.html\.twig' as tw %\}\n\{\{ tw\.top_announcement\(\{\n/,
    );
    expect(snippet).toContain(`    id: 'winter-sale-2026',\n`);
    expect(snippet).toContain(`    variant: 'warning',\n`);
    expect(snippet).toContain(
      `    content: '<strong>Winter sale:</strong> 10 % off <img src=x onerror="window.pwned=1"> every move',\n`,
    );
    expect(snippet).toMatch(/\n\}, \{nonce: csp_nonce\('script'\)\}\) \}\}$/);
    expect(await page.locator('[data-studio-warnings] li').count()).toBe(0);
    expect(
      await frame(page, 'desktop')
        .locator('body')
        .evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
  });

  it('warns about Twig’s openers and invisible characters in the copy, from a shared link too', async () => {
    const { page } = session;
    const shared = new URLSearchParams([
      ['data-id', 'shared'],
      ['data-content', "Sale {{ constant('PHP_VERSION') }} {# now"],
    ]);
    await page.goto(session.url(`/announcement-studio?${shared}`));
    const warnings = page.locator('[data-studio-warnings] li');
    await expect
      .poll(() => warnings.allTextContents())
      .toEqual(['data-content holds {{ {#: the template prints it as text, Twig does not run it.']);
    expect(await page.locator('[data-studio-snippet]').textContent()).toContain(
      `    content: 'Sale {{ constant(\\'PHP_VERSION\\') }} {# now',`,
    );

    await field(page, 'content').fill('Spring\u202Etxt.exe');
    await expect
      .poll(() => warnings.allTextContents())
      .toEqual([
        'data-content holds invisible characters (U+202E) that can reorder or hide what visitors read: delete them unless the text needs them.',
      ]);
    await field(page, 'content').fill('Spring sale');
    await expect.poll(() => warnings.count()).toBe(0);

    // Switched off: Twig's false, which the macro prints as "false" (a raw {{ false }} prints nothing).
    await field(page, 'enabled').selectOption('false');
    await expect
      .poll(() => page.locator('[data-studio-snippet]').textContent())
      .toContain('    enabled: false,\n');
  });

  it('gives the schema’s own message as marketing types a bad value, and says why it is hidden', async () => {
    const { page } = session;
    await page.goto(session.url('/announcement-studio'));
    const starts = topAnnouncementConfigSchema.entries.startsAt;
    const message = v.safeParse(starts, 'next Monday').issues?.[0]?.message ?? '';
    expect(message).toContain('ISO 8601');
    await field(page, 'startsAt').fill('next Monday');
    const error = page.locator('[data-studio-error="startsAt"]');
    await expect.poll(() => error.textContent()).toContain(`Expected ${message}`);
    expect(await field(page, 'startsAt').getAttribute('aria-invalid')).toBe('true');

    await field(page, 'startsAt').fill('2999-01-01T08:00:00+01:00');
    await expect.poll(() => error.textContent()).toBe('');
    await expect
      .poll(() => page.locator('[data-studio-status]').textContent())
      .toMatch(/^Not shown at this moment: it starts at /);
    await field(page, 'startsAt').fill('');
    await expect
      .poll(() => page.locator('[data-studio-status]').textContent())
      .toMatch(/^Shows now/);
  });

  it('previews any of the ten locales: the widget’s own link text in German', async () => {
    const { page } = session;
    await page.goto(session.url('/announcement-studio'));
    await previewsShow(page, 'book a courier');
    const german = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../locales/de/top-announcement.json'),
        'utf8',
      ),
    ) as { more: string };
    await page.locator('[data-studio-locale]').selectOption('de');
    for (const kind of ['phone', 'desktop'] as const)
      await announcement(page, kind).getByRole('link', { name: german.more }).waitFor();
    expect(new URL(page.url()).searchParams.get('locale')).toBe('de');
    // The studio's URL holds the draft: opened again, it shows the same announcement.
    await page.reload();
    expect(await page.locator('[data-studio-locale]').inputValue()).toBe('de');
    expect(await field(page, 'id').inputValue()).toBe('fixed-price-2025');
  });

  it('fits a phone: no sideways scroll at 375 px', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(session.url('/announcement-studio'));
    await previewsShow(page, 'book a courier');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});
