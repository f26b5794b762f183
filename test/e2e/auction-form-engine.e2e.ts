import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';

describe('auction form engine in Chromium', () => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession();
  });
  afterEach(async () => {
    await session.close();
  });

  it('reaches the route step, and a reload restores the draft', async () => {
    const { page } = session;
    await page.goto(session.url('/form/en/'));
    await widgetsSettled(page);
    await page.waitForURL(/\/form\/en\/category$/);
    await page.getByRole('button', { name: /^Musical instruments/ }).click();
    await page.waitForURL(/\/form\/en\/routes-dates$/);
    await page.getByRole('heading', { level: 1, name: 'Where and when?' }).waitFor();
    // The draft is saved throttled, and only once the customer is past the category step (seed):
    // wait for that write rather than read the storage at the very moment the heading paints.
    const uuid = (await (
      await page.waitForFunction(
        () =>
          JSON.parse(
            JSON.parse(localStorage.getItem('persist:auction-form:addNew') ?? '{}').auction ?? '{}',
          ).uuid as string | undefined,
      )
    ).jsonValue()) as string;

    await page.reload();
    await widgetsSettled(page);
    await page.getByRole('heading', { level: 1, name: 'Where and when?' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/form/en/routes-dates');
    const draft = await page.evaluate(
      () =>
        JSON.parse(
          JSON.parse(localStorage.getItem('persist:auction-form:addNew') ?? '{}').auction ?? '{}',
        ) as { categoryId: number; uuid: string },
    );
    expect(draft).toMatchObject({ categoryId: 1001, uuid });
    expect(
      await page.getAttribute(
        'nav[aria-label="Form progress"] li[aria-current="step"]',
        'data-step-state',
      ),
    ).toBe('active');

    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'What would you like to send?' }).waitFor();
    expect(session.errors).toEqual([]);
  });

  it('opens the edit page with the fixture auction loaded in edit mode', async () => {
    const { page } = session;
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/form/data')) requests.push(request.url());
    });
    await page.goto(session.url('/edit-auction/4242/?locale=pl'));
    await widgetsSettled(page);
    await page.getByRole('heading', { level: 1, name: 'Zmień trasę i terminy' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/edit-auction/4242/routes-dates');
    expect(requests.some((url) => /\/api\/auction\/4242\/form\/data\?mode=edit/.test(url))).toBe(
      true,
    );
    const layer = await page.evaluate(() =>
      (window as unknown as { dataLayer: Array<Record<string, string>> }).dataLayer.filter(
        (e) => e.event === 'virtualPageView',
      ),
    );
    expect(layer.at(-1)).toMatchObject({ formStep: 'route', formMode: 'edit' });
    expect(session.errors).toEqual([]);
  });
});
