import { readFileSync } from 'node:fs';
import path from 'node:path';
import { devices, type Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFiles } from '../built-files';
import { openSession, widgetsSettled, type Session } from './browser';

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `limit` presses. */
async function tabTo(
  page: Page,
  matches: (element: Element, arg: string) => boolean,
  arg = '',
  limit = 80,
): Promise<void> {
  // The predicate runs in the page: it sees only its own arguments.
  const source = `(${matches.toString()})(document.activeElement, ${JSON.stringify(arg)})`;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((code) => Boolean(document.activeElement) && (0, eval)(code), source))
      return;
  }
  throw new Error(`Tab never reached the element after ${limit} presses`);
}

const AXE = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

/** Serious and critical axe violations inside the form widget. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: readFileSync(AXE, 'utf8') });
  return page.evaluate(async () => {
    type Result = {
      violations: Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
    };
    const axe = (window as unknown as { axe: { run(context: string): Promise<Result> } }).axe;
    const result = await axe.run('[data-tw-widget="auction-form"]');
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const focusedText = (page: Page) =>
  page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    return element?.labels?.[0]?.textContent?.trim() ?? '';
  });

/** Types a place and picks the first suggestion with ArrowDown and Enter. */
async function pickPlace(page: Page, text: string): Promise<void> {
  await page.keyboard.type(text, { delay: 40 });
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-expanded') === 'true',
  );
  await page.keyboard.press('ArrowDown');
  const active = await page.evaluate(() =>
    document.activeElement?.getAttribute('aria-activedescendant'),
  );
  expect(active).toBeTruthy();
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-expanded') === 'false',
  );
}

const CASES = [
  {
    locale: 'pl',
    from: 'Krak',
    to: 'Berl',
    fromLabel: 'Miejsce odbioru',
    toLabel: 'Miejsce dostawy',
    fromValue: '31-042 Kraków, Polska',
    toValue: '10117 Berlin, Niemcy',
    distance: /Około \d+ km drogą/,
    mapLabel: 'Mapa trasy z Kraków do Berlin',
    next: 'Dalej',
  },
  {
    locale: 'de',
    from: 'Münch',
    to: 'Wroc',
    fromLabel: 'Abholort',
    toLabel: 'Lieferort',
    fromValue: '80331 München, Deutschland',
    toValue: '50-141 Wrocław, Polen',
    distance: /Etwa \d+ km auf der Straße/,
    mapLabel: 'Karte der Route von München nach Wrocław',
    next: 'Weiter',
  },
] as const;

describe('auction form: category and route screens with the keyboard alone', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it.each(CASES)(
    '/form/$locale/: category, both places, the map, a date option, Continue',
    async (c) => {
      const { page } = session;
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await page.goto(session.url(`/form/${c.locale}/`));
      await widgetsSettled(page);
      await page.waitForSelector('[data-category-id="301"]');
      // Leaflet is fetched only when the route step has something to draw.
      const mapChunk = builtFiles('route-map');
      expect(requested.filter((p) => mapChunk.includes(p))).toEqual([]);

      // Category screen: a designated subcategory goes straight on to the route step.
      await tabTo(page, (el) => el.getAttribute('data-category-id') === '301');
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-form-step="route"] [role="combobox"]');
      expect(new URL(page.url()).pathname).toBe(`/form/${c.locale}/routes-dates`);

      await tabTo(page, (el) => el.getAttribute('role') === 'combobox');
      expect(await focusedLabel(page)).toBe(c.fromLabel);
      await pickPlace(page, c.from);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
        c.fromValue,
      );

      await page.keyboard.press('Tab');
      expect(await focusedLabel(page)).toBe(c.toLabel);
      await pickPlace(page, c.to);
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
        c.toValue,
      );

      // The route is drawn: a polyline path with real geometry inside the map container.
      const map = page.getByRole('img', { name: c.mapLabel });
      await map.waitFor();
      const paths = map.locator('[data-route-map] .leaflet-overlay-pane svg path');
      // Two line paths (casing and line) and two circle markers.
      await expect.poll(() => paths.count()).toBe(4);
      const segments = await paths.evaluateAll((nodes) =>
        nodes.map((node) => (node.getAttribute('d') ?? '').split('L').length - 1),
      );
      expect(Math.max(...segments)).toBeGreaterThan(10);
      const box = await paths.first().boundingBox();
      expect(box && box.width > 50 && box.height > 20).toBe(true);
      await expect.poll(() => page.getByText(c.distance).count()).toBe(1);
      expect(requested.filter((p) => mapChunk.includes(p))).toHaveLength(2);
      // The demo has no tile URL: the route sits on the plain background, no tile is requested.
      expect(await page.locator('.leaflet-tile').count()).toBe(0);

      // Dates: Tab into the radio group, arrows pick "within 3 days".
      await tabTo(page, (el) => el.getAttribute('type') === 'radio');
      await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
        '3days',
      );
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)).toBe(
        true,
      );

      await tabTo(page, (el, text) => el.textContent?.trim() === text, c.next);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe(
        'false',
      );
      expect(await focusedText(page)).toBe(c.next);
      await page.keyboard.press('Enter');
      await page.waitForSelector('[data-form-step="shippingDetails"]');
      expect(new URL(page.url()).pathname).toBe(`/form/${c.locale}/details`);
      expect(session.errors).toEqual([]);
    },
  );

  it('Continue on an empty route step focuses the pickup place and says what is missing', async () => {
    const { page } = session;
    // A fresh form: the draft an earlier test of this session left would reopen its own step.
    await page.goto(session.url('/form/de/'));
    await page.evaluate(() => localStorage.clear());
    await page.goto(session.url('/form/de/'));
    await widgetsSettled(page);
    // Tabbing through the category grid is the previous tests' subject; this one starts on the tile.
    await page.locator('[data-category-id="301"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-form-step="route"] [role="combobox"]');
    await tabTo(page, (el, text) => el.textContent?.trim() === text, 'Weiter');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-disabled'))).toBe(
      'true',
    );
    await page.keyboard.press('Enter');
    expect(await focusedLabel(page)).toBe('Abholort');
    const description = await page.evaluate(() => {
      const ids = document.activeElement?.getAttribute('aria-describedby')?.split(' ') ?? [];
      return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
    });
    expect(description).toBe('Geben Sie an, wo die Sendung abgeholt wird.');
    expect(new URL(page.url()).pathname).toBe('/form/de/routes-dates');

    // The screen with its messages, the open suggestion list and the custom dates passes axe.
    await page.keyboard.type('Ham', { delay: 40 });
    await page.waitForFunction(
      () => document.activeElement?.getAttribute('aria-expanded') === 'true',
    );
    await page.keyboard.press('ArrowDown');
    await page.getByRole('radio', { name: 'Feste Termine' }).check();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('with tiles configured but unreachable, the route still draws on the plain background', async () => {
    const { page } = session;
    // The platform page configures tiles; the network to the tile server is down.
    await page.route('**/form/en/', async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace(
        'data-tw-widget="auction-form"',
        'data-tw-widget="auction-form" data-map-tile-url="https://tiles.invalid/{z}/{x}/{y}.png" data-map-attribution="© Test tiles"',
      );
      await route.fulfill({ response, body: html });
    });
    await page.route('https://tiles.invalid/**', (route) => route.abort('internetdisconnected'));
    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    await page.click('[data-category-id="301"]');
    const from = page.getByRole('combobox', { name: 'Pickup place' });
    await from.fill('Lyon');
    await page.getByRole('option').first().click();
    const to = page.getByRole('combobox', { name: 'Delivery place' });
    await to.fill('Milano');
    await page.getByRole('option').first().click();

    const map = page.getByRole('img', { name: 'Map of the route from Lyon to Milano' });
    await map.waitFor();
    await expect.poll(() => map.locator('.leaflet-overlay-pane svg path').count()).toBe(4);
    await expect.poll(() => map.locator('.leaflet-tile').count()).toBeGreaterThan(0);
    await expect.poll(() => map.locator('.leaflet-tile-loaded').count()).toBe(0);
    expect(await map.locator('[data-map-attribution]').textContent()).toBe('© Test tiles');
    await expect.poll(() => page.getByText(/About \d+ km by road/).count()).toBe(1);
  });

  it('on a phone, nothing below the places moves while the map and the distance arrive', async () => {
    // The date options are the customer's next tap: a band that opens above them after a pick
    // moves them under the finger (the engine suite's phone walk lost its "I am flexible" so).
    const phone = await openSession({ ...devices['Pixel 5'] });
    try {
      const { page } = phone;
      await page.goto(phone.url('/form/en/'));
      await widgetsSettled(page);
      await page.click('[data-category-id="301"]');
      const dates = page.locator('[data-form-step="route"] section').nth(1);
      await dates.waitFor();
      const top = () => dates.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      const before = await top();
      for (const [name, text] of [
        ['Pickup place', 'Warsz'],
        ['Delivery place', 'Krak'],
      ] as const) {
        await page.getByRole('combobox', { name }).fill(text);
        await page.getByRole('option').first().click();
      }
      await page.getByText(/About \d+ km by road/).waitFor();
      await page
        .getByRole('img', { name: /^Map of the route from/ })
        .locator('.leaflet-overlay-pane svg path')
        .first()
        .waitFor();
      expect(await top()).toBe(before);
    } finally {
      await phone.close();
    }
  });
});
