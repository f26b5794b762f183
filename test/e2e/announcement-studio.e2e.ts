import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toAttributeName } from '@/core/config/data-attributes';
import { topAnnouncementConfigSchema } from '@/features/top-announcement/config';
import { SHARED_KEYS, TEXT_KEYS } from '../../fixtures/demo/client/studio-draft';
import { layoutShiftOf, recordLayoutShift } from '../perf/layout-shift';
import { openSession, type Session } from './browser';
import { nextFrames } from './screen-state';

/*
 * The announcement studio (/announcement-studio, the build's dist/studio/announcement.html as the demo
 * serves it; from a plain file server: announcement-studio-static.e2e.ts): a field for every attribute of the widget's
 * schema, the texts one per locale, the live widget at phone and desktop width in the chosen
 * locale, the schema's own messages, and the macro call to copy with every locale's texts, with
 * warnings about Twig's openers and invisible characters and the locales that have no text.
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

/** Where the status, the two frames' boxes and the fields are, in whole pixels. */
const firstScreenBoxes = (page: Page) =>
  page
    .locator('[data-studio-status], [data-studio-viewport], [data-studio-form]')
    .evaluateAll((nodes) =>
      nodes.map((node) => {
        const { top, height } = node.getBoundingClientRect();
        return { top: Math.round(top), height: Math.round(height) };
      }),
    );

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
    // The texts first (the chosen locale's), then the settings every locale shares.
    expect(names).toEqual([...TEXT_KEYS, ...SHARED_KEYS].map(toAttributeName));
    expect([...names].sort()).toEqual(KEYS.map(toAttributeName).sort());
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
    expect(snippet).toMatch(/^\{% import '@transport_widgets\/widgets\.html\.twig' as tw %\}\n/);
    // The texts by locale (English edited, the starter's Polish kept), the page's language picks its own.
    expect(snippet).toContain(
      `    en: {\n        content: '<strong>Winter sale:</strong> 10 % off <img src=x onerror="window.pwned=1"> every move',\n    },\n    pl: {\n`,
    );
    expect(snippet).toContain(
      "[app.request.locale|lower|replace({'-': '_'})|split('_')|first] ?? null} %}",
    );
    expect(snippet).toContain(`{{ tw.top_announcement({\n    id: 'winter-sale-2026',\n`);
    expect(snippet).toContain(`    variant: 'warning',\n`);
    expect(snippet).toMatch(
      /\n\}\|merge\(text\), \{nonce: csp_nonce\('script'\)\}\) \}\}\n\{% endif %\}\n\{% endwith %\}$/,
    );
    expect(await page.locator('[data-studio-warnings] li').count()).toBe(0);
    expect(
      await frame(page, 'desktop')
        .locator('body')
        .evaluate(() => (window as unknown as { pwned?: number }).pwned),
    ).toBeUndefined();
  });

  it('warns about Twig’s openers and invisible characters in the copy, from an old shared link too', async () => {
    const { page } = session;
    // A link from before the texts had locales: its one text is its locale's (English without one).
    const shared = new URLSearchParams([
      ['data-id', 'shared'],
      ['data-content', "Sale {{ constant('PHP_VERSION') }} {# now"],
    ]);
    await page.goto(session.url(`/announcement-studio?${shared}`));
    const warnings = page.locator('[data-studio-warnings] li');
    await expect
      .poll(() => warnings.allTextContents())
      .toEqual([
        'data-content (en) holds {{ {#: the template prints it as text, Twig does not run it.',
      ]);
    expect(await page.locator('[data-studio-snippet]').textContent()).toContain(
      `    en: {\n        content: 'Sale {{ constant(\\'PHP_VERSION\\') }} {# now',\n    },\n}[`,
    );
    await expect
      .poll(() => page.locator('[data-studio-missing]').textContent())
      .toBe('No text, so no announcement, on pages in: pl, de, es, it, fr, nl, ro, pt, sv.');
    expect(new URL(page.url()).searchParams.get('data-content.en')).toContain('Sale {{');

    await field(page, 'content').fill('Spring\u202Etxt.exe');
    await expect
      .poll(() => warnings.allTextContents())
      .toEqual([
        'data-content (en) holds invisible characters (U+202E) that can reorder or hide what visitors read: delete them unless the text needs them.',
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

  it('edits each locale’s own texts, previews them in that locale, and lists the locales without', async () => {
    const { page } = session;
    await page.goto(session.url('/announcement-studio'));
    await previewsShow(page, 'book a courier');
    const german = JSON.parse(
      readFileSync(
        path.resolve(import.meta.dirname, '../../locales/de/top-announcement.json'),
        'utf8',
      ),
    ) as { more: string };
    const missing = page.locator('[data-studio-missing]');
    await expect
      .poll(() => missing.textContent())
      .toBe('No text, so no announcement, on pages in: de, es, it, fr, nl, ro, pt, sv.');

    // German has no text yet: an empty field, and no announcement on a German page.
    await page.locator('[data-studio-locale]').selectOption('de');
    expect(await field(page, 'content').inputValue()).toBe('');
    expect(await field(page, 'id').inputValue()).toBe('fixed-price-2025');
    await expect
      .poll(() => page.locator('[data-studio-status]').textContent())
      .toBe(
        'Not shown at this moment: there is no text in de (data-content): pages in de get no announcement.',
      );
    for (const kind of ['phone', 'desktop'] as const)
      await expect.poll(() => announcement(page, kind).innerText()).toBe('');

    await field(page, 'content').fill('<strong>Neu:</strong> Kurier zum Festpreis');
    await previewsShow(page, 'Kurier zum Festpreis');
    for (const kind of ['phone', 'desktop'] as const)
      await announcement(page, kind).getByRole('link', { name: german.more }).waitFor();
    await expect
      .poll(() => missing.textContent())
      .toBe('No text, so no announcement, on pages in: es, it, fr, nl, ro, pt, sv.');
    expect(await page.locator('[data-studio-locale] option[value="es"]').textContent()).toBe(
      'es (no text)',
    );

    // English kept its own text; the shared id is the same in both.
    await page.locator('[data-studio-locale]').selectOption('en');
    expect(await field(page, 'content').inputValue()).toContain('book a courier');
    await previewsShow(page, 'book a courier');
    const snippet = (await page.locator('[data-studio-snippet]').textContent()) ?? '';
    expect(snippet).toContain(
      "    de: {\n        content: '<strong>Neu:</strong> Kurier zum Festpreis',\n    },\n",
    );
    expect(snippet.match(/id: 'fixed-price-2025'/g)).toHaveLength(1);

    // The studio's URL holds every locale's texts: opened again, it shows the same draft.
    await page.locator('[data-studio-locale]').selectOption('de');
    await expect.poll(() => new URL(page.url()).searchParams.get('locale')).toBe('de');
    expect(new URL(page.url()).searchParams.get('data-content.de')).toBe(
      '<strong>Neu:</strong> Kurier zum Festpreis',
    );
    await page.reload();
    expect(await page.locator('[data-studio-locale]').inputValue()).toBe('de');
    expect(await field(page, 'content').inputValue()).toBe(
      '<strong>Neu:</strong> Kurier zum Festpreis',
    );
    expect(await field(page, 'id').inputValue()).toBe('fixed-price-2025');
    await previewsShow(page, 'Kurier zum Festpreis');
  });

  it('fits a phone: no sideways scroll at 375 px, and nothing on screen moves as it loads', async () => {
    const { page } = session;
    await recordLayoutShift(session.context);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(session.url('/announcement-studio'));
    await previewsShow(page, 'book a courier');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    // Everything the script writes is in: the status, the sanitised text, the snippet.
    await page.locator('[data-studio-snippet]', { hasText: 'tw.top_announcement' }).waitFor();
    await page.locator('[data-studio-sanitised]', { hasText: 'book a courier' }).waitFor();
    await nextFrames(page);
    // The host pages' bar (host-pages.e2e.ts): the frames are boxed at their scaled size from the
    // first paint, and what the script writes comes below the fields.
    expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
    // Whenever the first paint comes, the script moves nothing on the first screen: it is laid out
    // as the page without its script lays it out.
    const noScript = await session.browser.newContext({
      viewport: { width: 375, height: 800 },
      javaScriptEnabled: false,
    });
    const plain = await noScript.newPage();
    await plain.goto(session.url('/announcement-studio'));
    expect(await firstScreenBoxes(page)).toEqual(await firstScreenBoxes(plain));
  });
});
