import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';

// The page's own init marks <html> once it has called $('#company-form').validate().
const formReady = (page: Page) =>
  page.waitForSelector('html[data-form-ready]', { state: 'attached' });
const errorText = (page: Page, name: string) => page.locator(`#${name}-error`).textContent();

/**
 * Leaves the focused field first: jquery-validation checks it on blur, and a
 * message appearing or going away would move the button between the
 * pointer's press and release.
 */
async function submit(page: Page): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.click('button[type=submit]');
}

const BAD: Array<[string, string]> = [
  ['login', 'ab'],
  ['phone', '123456789012345'],
  ['tax_number', '123-456-78-90'],
  ['postal_code', '00950'],
  ['year', '24'],
  ['price', '1 200'],
  ['offer_start', '2024-05-10'],
  ['pickup_date', '2023-02-29'],
];

const GOOD: Array<[string, string]> = [
  ['login', 'kowalski_trans'],
  ['email', 'biuro@kowalski-trans.example.pl'],
  ['password', 'Przewoz2024'],
  ['password2', 'Przewoz2024'],
  ['name', 'Jan Kowalski'],
  ['phone', '48600700800'],
  ['company_name', 'Kowalski Trans sp. z o.o.'],
  ['tax_number', 'PL5260250274'],
  ['regon', '123456785'],
  ['postal_code', '00-950'],
  ['city', 'Warszawa'],
  ['year', '2004'],
  ['price', '1200,50'],
  ['price_min', '999,99'],
  ['offer_start', '2024-05-10'],
  ['pickup_date', '2024-05-12'],
  ['offer_end', ''],
  ['send_date', '2024-05-12 08:00'],
  ['receive_date', '2024-05-13 16:30'],
];

async function fill(page: Page, values: Array<[string, string]>): Promise<void> {
  for (const [name, value] of values) await page.fill(`#${name}`, value);
}

describe('validation-messages on a server-rendered jQuery form in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('shows Polish messages for bad values, then submits once they are fixed', async () => {
    const { page } = session;
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto(session.url('/validation/pl'));
    await widgetsSettled(page);
    await formReady(page);

    await fill(page, BAD);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.check('#fixed_date');
    await submit(page);

    expect(await errorText(page, 'login')).toBe('Niedozwolone znaki.');
    expect(await errorText(page, 'email')).toBe('To pole jest wymagane.');
    expect(await errorText(page, 'phone')).toBe(
      'Proszę podać numer telefonu w prawidłowym formacie.',
    );
    expect(await errorText(page, 'tax_number')).toBe(
      'Nieprawidłowy format numeru NIP - proszę podać NIP w postaci 9999999999 lub PL9999999999.',
    );
    expect(await errorText(page, 'postal_code')).toBe('Nieprawidłowy format kodu pocztowego.');
    expect(await errorText(page, 'year')).toBe('Proszę podać rok w postaci 4 cyfr.');
    expect(await errorText(page, 'price')).toBe('Proszę podać prawidłową liczbę.');
    expect(await errorText(page, 'pickup_date')).toBe('Proszę podać prawidłową datę.');
    expect(await errorText(page, 'receive_date')).toBe('To pole jest wymagane.');
    expect(new URL(page.url()).search).toBe('');

    // A foreign company's tax number is not checked against the Polish format.
    await page.selectOption('#company_country', 'DE');
    await expect.poll(() => page.locator('#tax_number').getAttribute('aria-invalid')).toBe('false');
    await page.selectOption('#company_country', 'PL');

    // The pickup date before the offer's start, the minimal price above the price.
    await page.fill('#pickup_date', '2024-05-09');
    await page.fill('#price', '100');
    await page.fill('#price_min', '100');
    await submit(page);
    expect(await errorText(page, 'pickup_date')).toBe(
      'Data „Od” musi być wcześniejsza niż data „Do”.',
    );
    expect(await errorText(page, 'price_min')).toBe(
      'Minimalna oferta nie może być wyższa niż proponowana oferta.',
    );

    await fill(page, GOOD);
    await Promise.all([page.waitForURL(/[?&]sent=1/), submit(page)]);
    await expect
      .poll(() => page.locator('.vform-sent').textContent())
      .toBe('Dziękujemy, formularz został wysłany.');

    // Only the page locale's messages were downloaded, and the bundle brought no jQuery of its own.
    // Translations are static files under one content hash: /build/locales/<hash>/<lng>/<ns>.json.
    const localeFiles = chunks.filter((path) =>
      /\/build\/locales\/[^/]+\/\w+\/validation\.json$/.test(path),
    );
    expect(localeFiles.every((path) => path.endsWith('/pl/validation.json'))).toBe(true);
    expect(localeFiles.length).toBeGreaterThan(0);
    expect(chunks.filter((path) => /jquery(\.min)?\.js$/.test(path))).toEqual([
      '/demo-vendor/jquery/jquery.min.js',
      '/demo-vendor/jquery/jquery.min.js', // once per page: the form page and the page after submitting
    ]);
    expect(session.errors).toEqual([]);
  });

  it('works when the page loads jQuery after the entry has started', async () => {
    const { page } = session;
    await page.goto(session.url('/validation/pl?vendor=late'));
    await widgetsSettled(page);
    await formReady(page);
    await page.fill('#postal_code', '12345');
    await submit(page);
    expect(await errorText(page, 'postal_code')).toBe('Nieprawidłowy format kodu pocztowego.');
    expect(await errorText(page, 'login')).toBe('To pole jest wymagane.');
    expect(
      await page.evaluate(
        () =>
          (window as unknown as { jQuery: { validator: { transportWidgets: unknown } } }).jQuery
            .validator.transportWidgets,
      ),
    ).toEqual({ locale: 'pl' });
    expect(session.errors).toEqual([]);
  });

  it('speaks the page locale: German labels and messages on /validation/de', async () => {
    const { page } = session;
    await page.goto(session.url('/validation/de'));
    await formReady(page);
    // The page's own labels speak its locale, as the messages do.
    await page.getByLabel('Passwort *', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Firma registrieren' }).count()).toBe(1);
    expect(await page.getByText('Password *', { exact: true }).count()).toBe(0);
    await submit(page);
    expect(await errorText(page, 'login')).toBe('Dieses Feld ist ein Pflichtfeld.');
    await page.fill('#password', 'abcdefgh');
    await submit(page);
    expect(await errorText(page, 'password')).toBe(
      'Das Passwort muss eine Ziffer, einen Großbuchstaben und einen Kleinbuchstaben enthalten.',
    );
  });

  it('every locale’s page has labels of its own, not the English ones', async () => {
    const labelsOf = async (locale: string) => {
      const html = await (await fetch(session.url(`/validation/${locale}`))).text();
      return [
        /<h1>([^<]*)<\/h1>/.exec(html)?.[1],
        ...[...html.matchAll(/<label for="[^"]+">([^<]*)<\/label>/g)].map((m) => m[1]),
      ];
    };
    const english = await labelsOf('en');
    expect(english[0]).toBe('Company registration');
    expect(english.length).toBeGreaterThan(20);
    for (const locale of ['pl', 'de', 'es', 'it', 'fr', 'nl', 'ro', 'pt', 'sv']) {
      const labels = await labelsOf(locale);
      // A few words are the same in both (E-mail, REGON, Password in Italian): most are not.
      const same = labels.filter((label, i) => label === english[i]);
      expect({ locale, same: same.length <= 4 }).toEqual({ locale, same: true });
    }
  });

  it('says clearly in the console when the page has no jQuery', async () => {
    const { page } = session;
    await page.goto(session.url('/validation/pl?vendor=none'));
    await widgetsSettled(page);
    expect(session.errors).toHaveLength(1);
    expect(session.errors[0]).toMatch(
      /validation-messages: jQuery \(window\.jQuery\) is not on this page/,
    );
    expect(await page.locator('html[data-form-ready]').count()).toBe(0);
  });
});
