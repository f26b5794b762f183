import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { builtFiles } from '../built-files';
import { openSession, widgetsSettled, type Session } from './browser';
import { addDiningTable, chooseTablesAndChairs, fillRoute, fillToSummary } from './fill-form';

/*
 * The whole form, from the category to the submit, against the MSW fixtures
 * (the demo's service worker). Scenarios switch mid-form the way the index's
 * switcher does it: its session cookies (`tw-mock-scenario` / `tw-mock-scope`),
 * then a reload, which the draft must survive.
 */

interface Write {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

/**
 * Records the form's submit and update calls in the page. Playwright does not
 * see the bodies of requests the mock service worker answers, so fetch is
 * wrapped before any script runs; sessionStorage keeps the record across
 * reloads and the redirect to the success page.
 */
async function watchWrites(page: Page): Promise<() => Promise<Write[]>> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const path = new URL(request.url).pathname;
      if (
        request.method !== 'GET' &&
        /^\/api\/auctions$|^\/api\/auction\/\d+\/form\/data$/.test(path)
      ) {
        const list = JSON.parse(sessionStorage.getItem('e2e-writes') ?? '[]') as unknown[];
        const entry = { method: request.method, path, body: {} as unknown };
        list.push(entry);
        sessionStorage.setItem('e2e-writes', JSON.stringify(list));
        void request
          .clone()
          .text()
          .then((text) => {
            entry.body = JSON.parse(text || '{}') as unknown;
            sessionStorage.setItem('e2e-writes', JSON.stringify(list));
          });
      }
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e-writes') ?? '[]') as Write[]);
}

/**
 * Holds the form's map calls (api_map_polyline) in the page until `release()`: the customer is
 * quicker than the map. A call aborted while held is aborted as the network would abort it.
 */
async function holdTheMap(
  page: Page,
): Promise<{ asked(): Promise<number>; release(): Promise<void> }> {
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held = window as unknown as { e2eMapAsked: number; e2eReleaseMap: () => void };
    held.e2eMapAsked = 0;
    held.e2eReleaseMap = () => release();
    window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (new URL(url, location.href).pathname.startsWith('/api/map/polyline/')) {
        held.e2eMapAsked += 1;
        await released;
      }
      return original(input, init);
    };
  });
  return {
    asked: () => page.evaluate(() => (window as unknown as { e2eMapAsked: number }).e2eMapAsked),
    release: () =>
      page.evaluate(() => (window as unknown as { e2eReleaseMap: () => void }).e2eReleaseMap()),
  };
}

const summaryHeading = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

/** Waits until the throttled draft holds the summary step, so a reload comes back to it. */
async function draftAtSummary(page: Page, key: string): Promise<void> {
  await page.waitForFunction((k) => {
    const saved = JSON.parse(localStorage.getItem(k) ?? '{}') as Record<string, string>;
    return (JSON.parse(saved.form ?? '{}') as { step?: string }).step === 'summary';
  }, key);
}

async function setScenario(page: Page, scenario: string): Promise<void> {
  const domain = new URL(page.url()).hostname;
  await page.context().addCookies([
    { name: 'tw-mock-scenario', value: scenario, domain, path: '/' },
    { name: 'tw-mock-scope', value: 'writes', domain, path: '/' },
  ]);
  await page.reload();
  await widgetsSettled(page);
}

/** Add mode: category, route with flexible dates, one item, to the summary. */
async function fillNewRequest(session: Session): Promise<void> {
  const { page } = session;
  await fillToSummary(page, session.url('/form/en/'));
  await summaryHeading(page, 'Check and publish your request');
  await page
    .locator('[data-summary-section="items"]')
    .getByText(/Dining table/)
    .first()
    .waitFor();
}

const successId = (page: Page): number =>
  Number(/\/listings\/(\d+)\/success$/.exec(new URL(page.url()).pathname)?.[1]);

describe('auction form submit in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('add mode: from the category to the success page; the id is kept and the draft cleared', async () => {
    const { page } = session;
    const readWrites = await watchWrites(page);
    await fillNewRequest(session);
    const summary = page.locator('[data-tw-widget="auction-form"]');
    await expect(summary.getByRole('region', { name: 'Route' }).textContent()).resolves.toMatch(
      /Warsz.*Krak/s,
    );
    await page.getByRole('button', { name: 'Post my request' }).dblclick();

    await page.waitForURL(/\/frontapp\/my-account\/listings\/\d+\/success$/);
    await page
      .getByRole('heading', { level: 1, name: 'Your shipping request is posted' })
      .waitFor();
    const id = successId(page);
    const writes = await readWrites();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: '/api/auctions',
      body: {
        formMode: 'addNew',
        categoryId: expect.any(Number),
        isAuctionTitleEnteredByUser: false,
      },
    });
    const stored = await page.evaluate(() => ({
      added: localStorage.getItem('auction-form:added-auction-ids'),
      device: localStorage.getItem('auction-form:device-uid'),
      draft: localStorage.getItem('persist:auction-form:addNew'),
    }));
    expect(JSON.parse(stored.added ?? '[]')).toEqual([id]);
    expect(writes[0]?.body.deviceUID).toBe(stored.device);
    expect(stored.draft).toBeNull();
    expect(session.errors.filter((e) => /summary|submit|auctions/i.test(e))).toEqual([]);
  });

  it('Continue before the map answers: the line still arrives, the summary and the POST have the distance', async () => {
    const { page } = session;
    const readWrites = await watchWrites(page);
    const map = await holdTheMap(page);
    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    await page.waitForURL(/\/category$/);
    const necessaryOnly = page.getByRole('button', { name: 'Necessary only' });
    if (await necessaryOnly.isVisible()) await necessaryOnly.click();
    await page.getByRole('button', { name: /^Furniture/ }).click();
    await page.getByRole('button', { name: /^Tables & chairs/ }).click();
    await page.waitForURL(/\/routes-dates$/);
    await page.getByRole('combobox', { name: 'Pickup place' }).fill('Warsz');
    await page.getByRole('listbox').getByRole('option').first().click();
    await page.getByRole('combobox', { name: 'Delivery place' }).fill('Krak');
    await page.getByRole('listbox').getByRole('option').first().click();
    await expect.poll(() => map.asked()).toBe(1);
    await page.getByText('I am flexible').click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/details$/);
    await map.release();

    await addDiningTable(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/summary$/);
    await summaryHeading(page, 'Check and publish your request');
    const distance = page.locator('[data-tw-widget="auction-form"]').getByText(/\d+ km by road/);
    await distance.waitFor();
    const km = Number(/(\d+) km by road/.exec((await distance.textContent()) ?? '')?.[1]);
    // Waited for, not asked again.
    expect(await map.asked()).toBe(1);
    await page.getByRole('button', { name: 'Post my request' }).click();
    await page.waitForURL(/\/frontapp\/my-account\/listings\/\d+\/success$/);
    const writes = await readWrites();
    expect(writes).toHaveLength(1);
    expect(writes[0]?.body).toMatchObject({ distance: km, polylineString: expect.any(String) });
  });

  it('edit mode: the fixture auction is saved with a PATCH and lands on its success page', async () => {
    const { page } = session;
    const readWrites = await watchWrites(page);
    await page.goto(session.url('/edit-auction/4242/?locale=en'));
    await widgetsSettled(page);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change the route and dates' }).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/edit-auction\/4242\/details/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/edit-auction\/4242\/summary/);
    await summaryHeading(page, 'Check and save your changes');

    // Change the route from the summary: Next there comes straight back.
    await page.getByRole('button', { name: /^Change\s?: Route$/ }).click();
    await page.waitForURL(/\/edit-auction\/4242\/routes-dates/);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/edit-auction\/4242\/summary/);

    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL(/\/frontapp\/my-account\/listings\/4242\/success$/);
    const writes = await readWrites();
    expect(writes).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: '/api/auction/4242/form/data',
        body: expect.objectContaining({ id: 4242, uuid: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }),
      }),
    ]);
    expect(writes[0]?.body).not.toHaveProperty('formMode');
    const updated = await page.evaluate(() =>
      localStorage.getItem('auction-form:updated-auction-ids'),
    );
    expect(JSON.parse(updated ?? '[]')).toEqual([4242]);
  });

  it('copy mode: a new request from the fixture auction, posted with its own uuid', async () => {
    const { page } = session;
    const readWrites = await watchWrites(page);
    await page.goto(session.url('/form/en/copy/4242/'));
    await widgetsSettled(page);
    await page.getByRole('button', { name: 'Necessary only' }).click();
    await page
      .getByRole('heading', { level: 1, name: 'New request from a copy: route and dates' })
      .waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/copy\/4242\/details$/);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL(/\/copy\/4242\/summary$/);
    await summaryHeading(page, 'New request from a copy: check and publish');
    await page.getByRole('button', { name: 'Post the new request' }).click();

    await page.waitForURL(/\/frontapp\/my-account\/listings\/\d+\/success$/);
    expect(successId(page)).not.toBe(4242);
    const writes = await readWrites();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', body: { formMode: 'copy', id: null } });
    expect(writes[0]?.body.uuid).not.toBe('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
  });

  it('a deploy mid-form: the old version’s files gone, a reload offered, nothing typed lost, the request posted', async () => {
    const { page } = session;
    const readWrites = await watchWrites(page);
    // The deploy happened after this page loaded its first screens: the later steps' files of its
    // version (their chunks, the photo uploader's, the details' translations) are gone from
    // /build/, whether the form would fetch them ahead or on Continue.
    const details = builtFiles('form-step-details');
    const later = new Set([
      ...details,
      ...builtFiles('form-step-summary'),
      ...builtFiles('form-picture-uploader'),
    ]);
    const gone: string[] = [];
    const deployed = (url: URL) =>
      later.has(url.pathname) ||
      /^\/build\/locales\/.*\/auction-form-details\.json$/.test(url.pathname);
    // On the context: once the demo's mock service worker controls the page, its requests pass
    // through the worker, which a page's route does not see.
    await session.context.route(deployed, (route) => {
      gone.push(new URL(route.request().url()).pathname);
      return route.fulfill({ status: 404, body: 'Not found' });
    });
    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    await chooseTablesAndChairs(page);
    await fillRoute(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    const alert = page.locator('[data-tw-widget="auction-form"] [role="alert"]');
    await alert
      .getByText(
        'This form was updated while it was open. Reload the page to go on: what you entered is kept.',
      )
      .waitFor();
    expect(gone.some((file) => details.includes(file))).toBe(true);
    await expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0);

    // The new version is served; the customer reloads and goes on where they were.
    await session.context.unroute(deployed);
    await page.getByRole('button', { name: 'Reload the page' }).click();
    await page.waitForURL(/\/details(\?|$)/);
    await widgetsSettled(page);
    await addDiningTable(page);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await summaryHeading(page, 'Check and publish your request');
    const summary = page.locator('[data-tw-widget="auction-form"]');
    await expect(summary.getByRole('region', { name: 'Route' }).textContent()).resolves.toMatch(
      /Warsz.*Krak/s,
    );
    await page.getByRole('button', { name: 'Post my request' }).click();
    await page.waitForURL(/\/frontapp\/my-account\/listings\/\d+\/success$/);
    const writes = await readWrites();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'POST', path: '/api/auctions' });
  });

  it('server error: a translated message, the draft survives reloads, and the retry with the same uuid succeeds', async () => {
    const { page } = session;
    const readWrites = await watchWrites(page);
    await fillNewRequest(session);
    await draftAtSummary(page, 'persist:auction-form:addNew');
    await setScenario(page, 'server-error');
    await summaryHeading(page, 'Check and publish your request');

    await page.getByRole('button', { name: 'Post my request' }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Your request has not been posted yet.').waitFor();
    await alert.getByText('Something went wrong on our side.', { exact: false }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/form/en/summary');

    await page.reload();
    await widgetsSettled(page);
    await summaryHeading(page, 'Check and publish your request');
    await page
      .locator('[data-summary-section="items"]')
      .getByText(/Dining table/)
      .first()
      .waitFor();

    await setScenario(page, 'normal');
    await page.getByRole('button', { name: 'Post my request' }).click();
    await page.waitForURL(/\/frontapp\/my-account\/listings\/\d+\/success$/);
    const writes = await readWrites();
    expect(writes.map((w) => w.method)).toEqual(['POST', 'POST']);
    expect(writes[1]?.body.uuid).toBe(writes[0]?.body.uuid);
  });

  it('offline: says so, retries by itself when the connection is back, and a reload keeps the draft', async () => {
    const { page, context } = session;
    const readWrites = await watchWrites(page);
    await fillNewRequest(session);
    await draftAtSummary(page, 'persist:auction-form:addNew');
    // The mocks fail every write like a dead network; the browser is told it is offline.
    await setScenario(page, 'offline');
    await summaryHeading(page, 'Check and publish your request');
    await context.setOffline(true);

    await page.getByRole('button', { name: 'Post my request' }).click();
    await page
      .getByRole('alert')
      .getByText('You are offline. We will send it as soon as the connection is back', {
        exact: false,
      })
      .waitFor();
    expect(await readWrites()).toHaveLength(1);

    // Back online: the form retries by itself (the mocks still fail, so now it says so).
    await context.setOffline(false);
    await page
      .getByRole('alert')
      .getByText('We could not reach the server.', { exact: false })
      .waitFor();
    expect(await readWrites()).toHaveLength(2);

    await setScenario(page, 'normal');
    await summaryHeading(page, 'Check and publish your request');
    await page.getByRole('button', { name: 'Post my request' }).click();
    await page.waitForURL(/\/frontapp\/my-account\/listings\/\d+\/success$/);
    const writes = await readWrites();
    expect(writes).toHaveLength(3);
    expect(new Set(writes.map((w) => w.body.uuid)).size).toBe(1);
  });
});
