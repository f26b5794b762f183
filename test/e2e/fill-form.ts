import type { Page } from 'playwright-core';
import { widgetsSettled } from './browser';

/**
 * A new shipping request from the category to the summary, as a customer fills it: Furniture →
 * Tables & chairs, Warsaw → Kraków (or the places typed in `route`) with flexible dates, one dining
 * table. `start` is the form page's URL (in English); a cookie bar on the way is answered "Necessary only".
 */
export async function fillToSummary(
  page: Page,
  start: string,
  route: { from: string; to: string } = { from: 'Warsz', to: 'Krak' },
): Promise<void> {
  await page.goto(start);
  await widgetsSettled(page);
  await chooseTablesAndChairs(page);
  await fillRoute(page, route);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(/\/details(\?|$)/);
  await addDiningTable(page);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await page.waitForURL(/\/summary(\?|$)/);
}

/** The category step, as a customer answers it: Furniture → Tables & chairs (the cookie bar first). */
export async function chooseTablesAndChairs(page: Page): Promise<void> {
  await page.waitForURL(/\/category(\?|$)/);
  const necessaryOnly = page.getByRole('button', { name: 'Necessary only' });
  if (await necessaryOnly.isVisible()) await necessaryOnly.click();
  await page.getByRole('button', { name: /^Furniture/ }).click();
  await page.getByRole('button', { name: /^Tables & chairs/ }).click();
  await page.waitForURL(/\/routes-dates(\?|$)/);
}

/** The route step up to its Continue: both places from their first suggestion, flexible dates. */
export async function fillRoute(
  page: Page,
  route: { from: string; to: string } = { from: 'Warsz', to: 'Krak' },
): Promise<void> {
  await page.getByRole('combobox', { name: 'Pickup place' }).fill(route.from);
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Delivery place' }).fill(route.to);
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.getByText(/km by road/).waitFor();
  await page.getByText('I am flexible').click();
}

/** The details step's first item made a dining table (its type, then the suggestion). */
export async function addDiningTable(page: Page): Promise<void> {
  await page
    .getByRole('combobox', { name: 'Type of item' })
    .first()
    .selectOption({ label: 'Table' });
  await page.getByRole('combobox', { name: 'Item name' }).first().fill('Dining');
  await page
    .getByRole('listbox')
    .getByRole('option', { name: /^Dining table/ })
    .first()
    .click();
}
