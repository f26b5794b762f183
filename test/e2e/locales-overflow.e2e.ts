import moment from 'moment';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoriesFor } from '../../fixtures/data/categories';
import { LOCALES } from '../../src/core/i18n/locales';
import { openSession, widgetsSettled, type Session } from './browser';
import { fillToSummary } from './fill-form';
import { DRAFT_KEY, localizedDraft } from './localized-draft';
import { overflowAtWidths } from './overflow';
import { nextFrames } from './screen-state';

/*
 * Every screen of every widget, in every locale, on the narrow phones the platform's visitors use:
 * nothing wider than its box, nothing past its card or the viewport, no text over text
 * (test/e2e/overflow.ts says what each check measures).
 *
 * The form is filled once, in English, through its screens (München → Warszawa: the long map labels);
 * each locale then starts from that draft as its own page would have saved it and walks the screens
 * client-side, so a locale costs two page loads. The cookie bar stays open on every form screen (no
 * choice is made), and a phone's user agent brings the mobile-app bar to the content page.
 */

const WIDTHS = [320, 360, 375, 1280] as const;
/** `SCREENS=<folder>` saves each screen at these widths there, to be looked at (`tools/contact-sheets.ts`). */
const SCREEN_WIDTHS = [320, 375, 1280] as const;
const SCREENS = process.env.SCREENS;
const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

let session: Session;
let englishDraft = '';

beforeAll(async () => {
  session = await openSession();
  const { page } = session;
  await fillToSummary(page, session.url('/form/en/'), { from: 'Münch', to: 'Warsz' });
  await page.waitForFunction((key) => {
    const saved = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    return (JSON.parse(saved.form ?? '{}') as { step?: string }).step === 'summary';
  }, DRAFT_KEY);
  englishDraft = (await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)) ?? '';
});

afterAll(async () => {
  await session.close();
});

/** The form shows `step`'s screen with nothing left loading, and the map (if any) its place labels. */
async function formScreen(page: Page, step: string): Promise<void> {
  await page.waitForFunction((wanted) => {
    const shell = document.querySelector('[data-form-step]');
    if (shell?.getAttribute('data-form-step') !== wanted) return false;
    if (
      document.querySelector(
        '[data-tw-widget] [aria-busy="true"], [data-form-loader], [data-step-placeholder]',
      )
    )
      return false;
    // The screen itself, not the last one kept on screen while the next one's chunk loads.
    const onSummary = shell.querySelector('[data-summary-section]') !== null;
    const onCategories = shell.querySelector('[data-category-id]') !== null;
    if (onSummary !== (wanted === 'summary') || onCategories !== (wanted === 'categorySelection'))
      return false;
    const map = shell.querySelector('[data-route-map]');
    const showsMap = wanted === 'route' || wanted === 'summary';
    return !showsMap || (map !== null && map.querySelectorAll('.leaflet-tooltip').length === 2);
  }, step);
  await nextFrames(page);
}

/** Clicks the steps bar's step `number` (1-based). */
async function stepsBar(page: Page, number: number): Promise<void> {
  await page
    .locator('[data-step-state]')
    .nth(number - 1)
    .locator('button')
    .click();
}

async function saveScreens(page: Page, folder: string, name: string): Promise<void> {
  const height = page.viewportSize()?.height ?? 720;
  const file = name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase();
  for (const width of SCREEN_WIDTHS) {
    await page.setViewportSize({ width, height });
    await nextFrames(page);
    await page.screenshot({ path: `${folder}/${file}-${width}.png`, fullPage: true });
  }
}

describe('every language, every phone: no overflow', () => {
  it.each(LOCALES)('%s', async (locale) => {
    const context = await session.browser.newContext({
      viewport: { width: WIDTHS[0], height: 720 },
      userAgent: PHONE,
    });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      DRAFT_KEY,
      localizedDraft(englishDraft, locale),
    ] as const);
    const page = await context.newPage();
    const problems: string[] = [];
    const look = async (screen: string, file = screen) => {
      problems.push(...(await overflowAtWidths(page, WIDTHS, `${locale} ${screen}`)));
      if (SCREENS) await saveScreens(page, SCREENS, `${locale}-${file}`);
    };

    try {
      await page.goto(session.url(`/form/${locale}/routes-dates`));
      await widgetsSettled(page);
      await formScreen(page, 'route');
      await look('route, flexible dates');
      const range = page.locator('[data-tw-widget="auction-form"] input[type="radio"]');
      await range.and(page.locator('[value="custom"]')).check();
      await look('route, dates of my own');
      await range.and(page.locator('[value="flex"]')).check();

      await stepsBar(page, 3);
      await formScreen(page, 'shippingDetails');
      await look('details');

      await stepsBar(page, 4);
      await formScreen(page, 'summary');
      await look('summary');

      // The chosen category's kinds, then the grid and every other main category's kinds.
      await page.locator('[data-summary-section="category"] button').first().click();
      await formScreen(page, 'categorySelection');
      await look('category, kinds of the chosen one');
      const back = page.locator(
        '[data-form-step] section:has([data-category-id]) button:not([data-category-id])',
      );
      await back.first().click();
      await page.locator('[data-category-id]').first().waitFor();
      await nextFrames(page);
      await look('category grid');
      const categories = categoriesFor(locale);
      const withKinds = categories.filter(
        (main) => main.parentId === null && main.children.length > 1,
      );
      for (const main of withKinds) {
        await page.locator(`[data-category-id="${main.id}"]`).click();
        await page.locator(`[data-category-id="${main.children[0]}"]`).waitFor();
        await nextFrames(page);
        await look(`category, kinds of ${main.name}`, `category, kinds of ${main.id}`);
        await back.first().click();
        await page.locator(`[data-category-id="${main.id}"]`).waitFor();
      }

      const bar = page.locator('[data-tw-widget="cookie-bar"] [role="region"]');
      await bar.locator('button').last().click();
      await page.locator('[data-tw-widget="cookie-bar"] [data-view="settings"]').waitFor();
      await nextFrames(page);
      await look('cookie settings');

      await page.goto(session.url(`/content/${locale}`));
      await widgetsSettled(page);
      await page.locator('[data-tw-widget="mobile-app-bar"] a').first().waitFor();
      await nextFrames(page);
      await look('content page with the helpers');
      await page.locator('[data-tw-widget="notifications"] button[aria-expanded]').first().click();
      await page.locator('[data-tw-widget="notifications"] [role="region"] li').first().waitFor();
      await nextFrames(page);
      await look('notifications panel');
      // The exact date under each relative time is moment's, in the page's locale: its lazy chunk loaded.
      const stamp = page
        .locator('[data-tw-widget="notifications"] [role="region"] li time')
        .first();
      const [dateTime, title] = await Promise.all([
        stamp.getAttribute('datetime'),
        stamp.getAttribute('title'),
      ]);
      expect(title).toBe(moment(dateTime).locale(locale).format('LLL'));

      // A list of two items: each row's header holds the move buttons beside its actions.
      await page.goto(session.url(`/edit-auction/4242/details?locale=${locale}`));
      await widgetsSettled(page);
      await formScreen(page, 'shippingDetails');
      await look('details, two items');
    } finally {
      await context.close();
    }
    expect(problems).toEqual([]);
  });
});
