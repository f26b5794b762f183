import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';

// An 8 × 6 PNG: enough for the upload, the thumbnail and the type check.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAGCAIAAABxZ0isAAAAFUlEQVR4nGM4YaMBRxpRJ+CIYSAlAD5lOxEntpcKAAAAAElFTkSuQmCC',
  'base64',
);

interface Words {
  locale: 'en' | 'pl';
  necessaryOnly: string;
  furniture: RegExp;
  tablesAndChairs: RegExp;
  pickup: string;
  delivery: string;
  flexible: string;
  continue: string;
  typeOfItem: string;
  whatIsIt: string;
  table: string;
  tableText: string;
  tableOption: RegExp;
  chair: string;
  chairText: string;
  chairOption: RegExp;
  addItem: string;
  next: string;
  summaryHeading: string;
}

const LANGUAGES: Words[] = [
  {
    locale: 'en',
    necessaryOnly: 'Necessary only',
    furniture: /^Furniture/,
    tablesAndChairs: /^Tables & chairs/,
    pickup: 'Pickup place',
    delivery: 'Delivery place',
    flexible: 'I am flexible',
    continue: 'Continue',
    typeOfItem: 'Type of item',
    whatIsIt: 'Item name',
    table: 'Table',
    tableText: 'Dining',
    tableOption: /^Dining table/,
    chair: 'Chair',
    chairText: 'Dining ch',
    chairOption: /^Dining chair/,
    addItem: 'Add another item',
    next: 'Continue',
    summaryHeading: 'Check and publish your request',
  },
  {
    locale: 'pl',
    necessaryOnly: 'Tylko niezbędne',
    furniture: /^Meble/,
    tablesAndChairs: /^Stoły i krzesła/,
    pickup: 'Miejsce odbioru',
    delivery: 'Miejsce dostawy',
    flexible: 'Termin elastyczny',
    continue: 'Dalej',
    typeOfItem: 'Rodzaj przedmiotu',
    whatIsIt: 'Nazwa przedmiotu',
    table: 'Stół',
    tableText: 'Stół do',
    tableOption: /^Stół do jadalni/,
    chair: 'Krzesło',
    chairText: 'Krzes',
    chairOption: /^Krzesło/,
    addItem: 'Dodaj kolejny przedmiot',
    next: 'Dalej',
    summaryHeading: 'Sprawdź i opublikuj zlecenie',
  },
];

describe('auction form, shipping details, in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it.each(LANGUAGES)(
    '$locale: two items of different categories and a picture reach the summary',
    async (w) => {
      const { page } = session;
      const pictureRequests: string[] = [];
      page.on('request', (request) => {
        if (/\/api\/auction\/[^/]+\/picture$/.test(new URL(request.url()).pathname))
          pictureRequests.push(request.method());
      });

      await page.goto(session.url(`/form/${w.locale}/`));
      await widgetsSettled(page);
      await page.waitForURL(/\/category$/);
      await page.getByRole('button', { name: w.necessaryOnly }).click();
      await page.getByRole('button', { name: w.furniture }).click();
      await page.getByRole('button', { name: w.tablesAndChairs }).click();

      await page.waitForURL(/\/routes-dates$/);
      await page.getByRole('combobox', { name: w.pickup }).fill('Warsz');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByRole('combobox', { name: w.delivery }).fill('Krak');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByText(w.flexible).click();
      await page.getByRole('button', { name: w.continue }).click();

      await page.waitForURL(/\/details$/);
      const types = page.getByRole('combobox', { name: w.typeOfItem });
      const names = page.getByRole('combobox', { name: w.whatIsIt });
      await types.first().selectOption({ label: w.table });
      await names.first().fill(w.tableText);
      await page.getByRole('listbox').getByRole('option', { name: w.tableOption }).first().click();

      await page.getByRole('button', { name: w.addItem }).click();
      await types.nth(1).selectOption({ label: w.chair });
      await names.nth(1).fill(w.chairText);
      await page.getByRole('listbox').getByRole('option', { name: w.chairOption }).first().click();

      await page
        .getByTestId('picture-input')
        .setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: PNG });
      await page.getByRole('img', { name: 'table.png' }).waitFor();

      await page.getByRole('button', { name: w.next, exact: true }).click();
      await page.waitForURL(/\/summary$/);
      await page.getByRole('heading', { level: 1, name: w.summaryHeading }).waitFor();

      // The draft is written a moment after the last change, and the title a pause after the
      // items: wait for the draft of everything done above (a title alone may be the first
      // item's, written while the second was typed), then say what differs if it never comes.
      await page
        .waitForFunction(
          () => {
            const saved = JSON.parse(
              localStorage.getItem('persist:auction-form:addNew') ?? '{}',
            ) as Record<string, string>;
            const items = JSON.parse(saved.items ?? '[]') as Array<{ length: number }>;
            const pictures = JSON.parse(saved.pictures ?? '[]') as unknown[];
            const title = (JSON.parse(saved.auction ?? '{}') as { title?: string }).title;
            return (
              items.length === 2 &&
              items.every((i) => i.length > 0) &&
              pictures.length === 1 &&
              title
            );
          },
          undefined,
          { timeout: 30_000 },
        )
        .catch(() => undefined);
      const draft = await page.evaluate(() => {
        const saved = JSON.parse(
          localStorage.getItem('persist:auction-form:addNew') ?? '{}',
        ) as Record<string, string>;
        return {
          items: JSON.parse(saved.items ?? '[]') as Array<{
            itemCategoryId: number;
            name: string;
            length: number;
          }>,
          pictures: JSON.parse(saved.pictures ?? '[]') as Array<{ originalName: string }>,
          auction: JSON.parse(saved.auction ?? '{}') as { title: string },
        };
      });
      expect(draft.items.map((i) => i.itemCategoryId)).toEqual([2030, 2031]);
      expect(draft.items.every((i) => i.length > 0)).toBe(true);
      expect(draft.pictures.map((p) => p.originalName)).toEqual(['table.png']);
      expect(draft.auction.title).toBeTruthy();
      expect(pictureRequests).toEqual(['POST']);
      // Errors of other screens (the route map) are theirs to assert; this screen adds none.
      expect(
        session.errors.filter((e) =>
          /details|picture|autocomplete|item_categor|prediction/i.test(e),
        ),
      ).toEqual([]);
    },
  );
});

describe('auction form, a photo that fails to upload, in Chromium', () => {
  it('shows its own preview from the device and says why it failed', async () => {
    const session = await openSession({ viewport: { width: 375, height: 800 } });
    try {
      const { page } = session;
      await session.context.addCookies([
        { name: 'cookie_consent', value: '7', url: session.url('/') },
      ]);
      await page.goto(
        session.url('/form/en/?scenario=server-error&route=api_post_auction_picture'),
      );
      await widgetsSettled(page);
      await page.getByRole('button', { name: /^Furniture/ }).click();
      await page.getByRole('button', { name: /^Tables & chairs/ }).click();
      await page.getByRole('combobox', { name: 'Pickup place' }).fill('Warsz');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByRole('combobox', { name: 'Delivery place' }).fill('Krak');
      await page.getByRole('listbox').getByRole('option').first().click();
      await page.getByText('I am flexible').click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL(/\/details(\?|$)/);

      await page
        .getByTestId('picture-input')
        .setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: PNG });
      const tile = page
        .getByRole('list', { name: 'Your photos' })
        .getByRole('listitem')
        .filter({ hasText: 'table.png' });
      await tile
        .getByText(
          'table.png could not be uploaded. Our server could not store it. Try again in a moment.',
        )
        .waitFor();
      // The preview is decoded from the file on the device: the server never stored it.
      expect(await tile.locator('img').getAttribute('src')).toMatch(/^data:image\/jpeg;base64,/);
      const box = await tile.locator('img').boundingBox();
      expect(box?.width).toBeGreaterThan(40);
      await tile.scrollIntoViewIfNeeded();
      await page.screenshot({ path: '.tmp/screens/photo-failed-375-en.png' });
    } finally {
      await session.close();
    }
  });
});
