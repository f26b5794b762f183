import { devices, type Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openSession, widgetsSettled, type Session } from './browser';
import { fillRoute } from './fill-form';

interface Watched {
  cspViolations: string[];
}

/** Every securitypolicyviolation of the page, recorded from its first script on. */
async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as Watched).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      ),
    );
  });
}

const violations = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as Watched).cspViolations);

/** Uses each of the seven widgets once, in the order a visitor would meet them. */
async function useEveryWidget(page: Page): Promise<void> {
  // Cookie bar: accepting runs the consent-gated placeholders (scripts the bundle creates).
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.waitForSelector('script[data-consent-activated]', { state: 'attached' });

  // Mobile-app bar and top announcement (its sanitised marketing HTML): closed.
  const appBar = page.getByRole('region', { name: 'Our mobile app' });
  await appBar.getByRole('button', { name: 'Close the app banner' }).click();
  expect(await appBar.count()).toBe(0);
  const announcement = page.getByRole('region', { name: 'Announcement' });
  expect(await announcement.locator('strong').textContent()).toBe('New:');
  await announcement.getByRole('button', { name: 'Close the announcement' }).click();
  expect(await announcement.count()).toBe(0);

  // Notifications: the panel (a lazy chunk) lists the inbox.
  await page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
  await page.locator('[data-tw-widget="notifications"] li[data-id]').first().waitFor();
  await page.keyboard.press('Escape');
  await page
    .locator('[data-tw-widget="notifications"] li[data-id]')
    .first()
    .waitFor({ state: 'hidden' });

  // Auction form: the first step, then a category.
  await page.waitForURL(/\/strict-csp\/form\/category(\?tt=1)?$/);
  await page.getByRole('button', { name: /^Musical instruments/ }).click();
  await page.getByRole('heading', { level: 1, name: 'Where and when?' }).waitFor();
  // The route's map (Leaflet): its tiles, the line, both places' labels and the tiles' attribution.
  await fillRoute(page);
  const map = page.getByRole('img', { name: /^Map of the route from / });
  await expect.poll(() => map.locator('.leaflet-overlay-pane svg path').count()).toBe(4);
  await expect
    .poll(() => map.locator('.leaflet-tooltip').allTextContents())
    .toEqual([expect.stringMatching(/^Warszawa/), expect.stringMatching(/^Kraków/)]);
  await expect.poll(() => map.locator('.leaflet-tile-loaded').count()).toBeGreaterThan(0);
  expect(await page.getByText('© Demo map tiles').count()).toBe(1);

  // Validation messages: the page's own jQuery form, submitted empty.
  await page.waitForSelector('html[data-form-ready]', { state: 'attached' });
  await page.click('#strict-form button[type=submit]');
  expect(await page.locator('#strict-email-error').textContent()).toBe('This field is required.');
}

describe.each([
  ['a nonce-only CSP', '/strict-csp'],
  ['Trusted Types with a nonce-only CSP', '/strict-csp?tt=1'],
])('every widget under %s in Chromium', (_name, path) => {
  let session: Session;
  beforeEach(async () => {
    session = await openSession({ ...devices['Pixel 5'] });
  });
  afterEach(async () => {
    await session.close();
  });

  it('mounts and works with no violation', async () => {
    const { page } = session;
    await watchViolations(page);
    const response = await page.goto(session.url(path));
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic';/);
    expect(csp).not.toMatch(/unsafe-|script-src[^;]*'self'/);
    if (path.includes('tt=1')) expect(csp).toContain("require-trusted-types-for 'script'");
    await widgetsSettled(page);
    const failed = await page.$$eval('[data-tw-state="error"]', (nodes) =>
      nodes.map((n) => n.getAttribute('data-tw-widget')),
    );
    expect(failed).toEqual([]);

    await useEveryWidget(page).catch(async (error: unknown) => {
      // The violations say why a widget did not work: show them with the failure.
      throw new Error(`${String(error)}\nviolations: ${(await violations(page)).join('\n')}`);
    });
    expect(await violations(page)).toEqual([]);

    // Login helper: a trigger link leaves for the force-login route (the browser logs any violation
    // of this last step to the console, which the session keeps across the navigation).
    await page.click('a[href="#register-courier"]');
    await page.waitForURL(/\/force-login\/[\w-]+\/register-courier$/);
    expect(
      session.errors.filter((line) => /Content Security Policy|Trusted Type/i.test(line)),
    ).toEqual([]);

    // The same page with `<img name="currentScript" nonce="x">` and an injected placeholder with
    // that nonce: consent is given (above), so the cookie bar starts the placeholders at once. The
    // page's own run, the attacker's does not, and lazy chunks still carry the page's nonce.
    await page.goto(session.url(`${path}${path.includes('?') ? '&' : '?'}clobber=1`));
    await widgetsSettled(page);
    const tags = () =>
      page.evaluate(() => (window as unknown as { demoTags?: string[] }).demoTags ?? []);
    await page.waitForFunction(() => {
      const seen = (window as unknown as { demoTags?: string[] }).demoTags ?? [];
      return seen.includes('injected') || seen.length >= 2;
    });
    expect((await tags()).sort()).toEqual(['analytics', 'marketing']);
    expect(await page.$$('script[data-consent-activated][src*="demo-injected"]')).toHaveLength(0);
    await page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
    await page.locator('[data-tw-widget="notifications"] li[data-id]').first().waitFor();
    expect(await violations(page)).toEqual([]);
  });
});

describe('the Trusted Types page in Chromium', () => {
  it("refuses a plain string at a sink, so the zero above is the bundle's policies at work", async () => {
    const session = await openSession();
    try {
      const { page } = session;
      await page.goto(session.url('/strict-csp?tt=1'));
      await widgetsSettled(page);
      const outcomes = await page.evaluate(() => {
        const attempt = (write: () => void): string => {
          try {
            write();
            return 'accepted';
          } catch {
            return 'refused';
          }
        };
        return [
          attempt(() => {
            document.createElement('div').innerHTML = '<b>x</b>';
          }),
          attempt(() => {
            document.createElement('script').src = '/build/runtime.js';
          }),
        ];
      });
      // The host's default policy lets through only its jQuery's HTML and the mock worker's URL.
      expect(outcomes).toEqual(['refused', 'refused']);
    } finally {
      await session.close();
    }
  });
});

describe('the Trusted Types page when the bundle’s policy name is already taken, in Chromium', () => {
  it('says the name is taken, and the widgets go on: consent scripts start by the nonce', async () => {
    const session = await openSession();
    try {
      const { page } = session;
      await watchViolations(page);
      await page.goto(session.url('/strict-csp?tt=1&taken=1'));
      await widgetsSettled(page);
      const failed = await page.$$eval('[data-tw-state="error"]', (nodes) =>
        nodes.map((n) => n.getAttribute('data-tw-widget')),
      );
      expect(failed).toEqual([]);

      // The console names the policy as taken, and does not send the host to its CSP line.
      const ours = session.errors.filter((line) => line.includes('[transport-widgets]'));
      expect(ours.filter((line) => /"transport-widgets" already exists/.test(line))).toHaveLength(
        1,
      );
      expect(ours.filter((line) => /refuses|trusted-types directive/.test(line))).toEqual([]);

      // The announcement shows its text, with no HTML parsed.
      const announcement = page.getByRole('region', { name: 'Announcement' });
      expect(await announcement.textContent()).toContain(
        'New: book a courier at a fixed price in two minutes.',
      );

      // The consent-gated placeholders (with a src) start by the page's nonce.
      await page.getByRole('button', { name: 'Accept all' }).click();
      await page.waitForFunction(() => {
        const tags = (window as unknown as { demoTags?: string[] }).demoTags ?? [];
        return tags.includes('analytics') && tags.includes('marketing');
      });

      // Lazy chunks load with webpack's own policy: the notifications panel opens.
      await page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
      await page.locator('[data-tw-widget="notifications"] li[data-id]').first().waitFor();

      // The one violation is the browser's own report of the refused duplicate name.
      expect(await violations(page)).toEqual([
        expect.stringMatching(/^trusted-types .*transport-widgets/),
      ]);
    } finally {
      await session.close();
    }
  });
});
