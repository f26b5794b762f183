import { devices, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeApi } from '../../fixtures/reliability/route-mocks';
import { layoutShiftOf, recordLayoutShift } from '../perf/layout-shift';
import { openSession, widgetsSettled, type Session } from './browser';
import { fillToSummary } from './fill-form';
import { overflowProblems } from './overflow';
import { screenSettled } from './screen-state';

/*
 * Drop-in on host pages: the README's and docs' Twig as printed, in a Symfony
 * template (fixtures/demo/twig/templates/host.html.twig) the demo renders with
 * real Twig under PHP per request (fixtures/demo/pages/host.page.ts), the route
 * dump from the FOS controller stand-in (fixtures/demo/fos-routing.ts), and the
 * CSS of real frameworks from npm. One browser for the whole file; a fresh
 * context per page.
 */

const HOSTS = ['bootstrap3', 'bootstrap5', 'tailwind', 'hostile'] as const;
const WIDTHS = [375, 1280] as const;
const CATEGORY_HEADING = 'What would you like to send?';

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session.close();
});

interface Loaded {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

async function load(
  path: string,
  width = 1280,
  options: Parameters<Session['browser']['newContext']>[0] = {},
): Promise<Loaded> {
  const context = await session.browser.newContext({
    viewport: { width, height: 800 },
    ...options,
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await routeApi(page);
  await page.goto(session.url(path));
  await widgetsSettled(page);
  return { page, context, errors };
}

interface Box {
  key: string;
  width: number;
  height: number;
  left: number;
  right: number;
  fontSize: string;
  letterSpacing: string;
  textTransform: string;
}

/** The widgets' boxes once the screen has settled. */
async function measure(page: Page): Promise<Box[]> {
  await screenSettled(page);
  return measureOnce(page);
}

/** Sizes and text properties of the widgets' visible controls, headings and labels, in DOM order. */
function measureOnce(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    const selector = 'button, a, h1, h2, h3, label, input, [role="tab"], li, p';
    for (const widget of document.querySelectorAll('[data-tw-widget]')) {
      const name = widget.getAttribute('data-tw-widget');
      const seen = new Map<string, number>();
      for (const element of widget.querySelectorAll<HTMLElement>(selector)) {
        const rect = element.getBoundingClientRect();
        // Visually hidden live regions (1 px) are not layout.
        if (rect.width <= 1 || rect.height <= 1) continue;
        const style = getComputedStyle(element);
        // Named by what it shows, so an element rendered a moment later does not shift the others;
        // a notification by its id, since its relative time ("a minute ago", then "2 minutes ago")
        // moves on between two pages as slowly as the machine runs them.
        const item = element.closest('[data-id]')?.getAttribute('data-id');
        const text = item
          ? `item ${item}`
          : (element.textContent ?? '').trim().replace(/\d+/g, '#').slice(0, 12);
        const base = `${name} ${element.tagName.toLowerCase()} "${text}"`;
        const n = seen.get(base) ?? 0;
        seen.set(base, n + 1);
        boxes.push({
          key: `${base}${n ? ` (${n + 1})` : ''}`,
          width: Math.round(rect.width),
          height: Math.round(rect.height),
          left: rect.left,
          right: rect.right,
          fontSize: style.fontSize,
          letterSpacing: style.letterSpacing,
          textTransform: style.textTransform,
        });
      }
    }
    return boxes;
  });
}

const FIELDS = ['width', 'height', 'fontSize', 'letterSpacing', 'textTransform'] as const;

/** Where a host page differs from the plain one: `key: field plain → host` (1 px of rounding allowed). */
function differences(plain: Box[], host: Box[]): string[] {
  const out: string[] = [];
  const byKey = new Map(host.map((box) => [box.key, box]));
  for (const expected of plain) {
    const actual = byKey.get(expected.key);
    if (!actual) {
      out.push(`${expected.key}: missing`);
      continue;
    }
    for (const field of FIELDS) {
      const a = expected[field];
      const b = actual[field];
      const same = typeof a === 'number' ? Math.abs(a - (b as number)) <= 1 : a === b;
      if (!same) out.push(`${expected.key}: ${field} ${a} → ${b}`);
    }
  }
  return out;
}

/** Elements whose box is (partly) outside the viewport's width. */
async function outside(page: Page, boxes: Box[]): Promise<string[]> {
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  return boxes
    .filter((b) => b.left < -0.5 || b.right > width + 0.5)
    .map((b) => `${b.key} x ${Math.round(b.left)}…${Math.round(b.right)}`);
}

/** The form's first screen, with its category tiles. */
async function formReady(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING }).waitFor();
  await page.getByRole('button', { name: 'Other' }).waitFor();
}

/** Opens the notifications panel and measures it too. */
async function openPanel(page: Page): Promise<Box[]> {
  await page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
  await page.locator('[data-tw-widget="notifications"] li[data-id]').first().waitFor();
  return measure(page);
}

describe('the route dump of the README line', () => {
  it.each([
    ['JSON', 'json'],
    ['JSONP', 'jsonp'],
  ])('%s from the FOS controller: every widget mounts and the form works', async (_name, dump) => {
    const loaded = await load(`/host/plain/?dump=${dump}`);
    const states = await loaded.page.$$eval('[data-tw-widget]', (nodes) =>
      nodes.map((n) => n.getAttribute('data-tw-state')),
    );
    expect(states.every((state) => state === 'mounted')).toBe(true);
    await loaded.page.getByRole('heading', { level: 1, name: CATEGORY_HEADING }).waitFor();
    // The README's empty meta values are "not set": nothing is logged.
    expect(loaded.errors).toEqual([]);
    await loaded.context.close();
  });

  it('the old line (empty callback, 400): one clear error naming the URL and the status, and Try again', async () => {
    const loaded = await load('/host/plain/?dump=empty-callback');
    const { page } = loaded;
    await page.getByText('We could not load the categories', { exact: false }).waitFor();
    const routeErrors = loaded.errors.filter((line) => line.includes('Route dump'));
    expect(routeErrors, routeErrors.join('\n')).toHaveLength(1);
    expect(routeErrors[0]).toContain('/js/routing.json?callback= answered HTTP 400');
    let dumpRequests = 0;
    page.on('request', (request) => {
      if (request.url().includes('/js/routing')) dumpRequests += 1;
    });
    await page.getByRole('button', { name: 'Try again' }).first().click();
    await page.getByText('We could not load the categories', { exact: false }).waitFor();
    expect(dumpRequests).toBe(1);
    await loaded.context.close();
  });

  it('a dump that never answers: mount() resolves after the API time-out and the form says so', async () => {
    // Every widget settled (mounted or failed): load() waits for that, so a hang fails here.
    const loaded = await load('/host/plain/?dump=hang&timeout=1000');
    const { page } = loaded;
    // A widget mounted later settles too. It shares the attempt in flight, or starts one of its own
    // (a failed attempt is forgotten): either ends within the time-out, so mount() resolves.
    expect(
      await page.evaluate(async () => {
        const container = document.createElement('div');
        container.innerHTML = '<div data-tw-widget="notifications" data-signed-in="true"></div>';
        document.body.append(container);
        await window.TransportWidgets?.mount(container);
        return container.firstElementChild?.getAttribute('data-tw-state');
      }),
    ).toMatch(/^(mounted|error)$/);
    await page.getByText('We could not load the categories', { exact: false }).waitFor();
    expect(
      loaded.errors.filter((line) => line.includes('did not answer within 1000 ms')),
    ).toHaveLength(1);
    await loaded.context.close();
  });
});

describe('a site whose route dump moves every route under /v2, on a nonce-only CSP page', () => {
  it('every request and navigation of the widgets follows the dump; stylesheets load; no violation', async () => {
    const context = await session.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Everything the page asks for outside the build and the dump: none of it may miss the prefix.
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!/^\/(build|js|host)\//.test(url.pathname) && url.protocol.startsWith('http'))
        asked.push(`${request.method()} ${url.pathname}`);
    });
    const api = await routeApi(page);
    const response = await page.goto(session.url('/host/plain/?dump=moved&csp=strict'));
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    await fillToSummary(page, page.url());
    // The bell: the unread count and the list; the cookie bar's choice was logged on the way.
    await page.locator('[data-tw-widget="notifications"] button[data-unread]').click();
    await page.locator('[data-tw-widget="notifications"] li[data-id]').first().waitFor();
    await page.keyboard.press('Escape');
    // Before the page leaves: every stylesheet of the build applied, nothing refused by the CSP.
    const styles = await page.evaluate(() =>
      [...document.styleSheets]
        .filter((sheet) => sheet.href?.includes('/build/'))
        .map((sheet) => sheet.cssRules.length),
    );
    expect(styles.length).toBeGreaterThan(0);
    expect(styles.every((rules) => rules > 0)).toBe(true);
    const violations = await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    );
    expect(violations).toEqual([]);
    // Post: the answer's navigation (the success page, or the login of a signed-out visitor).
    const leaving = page.waitForRequest((request) => request.isNavigationRequest());
    await page.getByRole('button', { name: /^Post/ }).click();
    const navigation = new URL((await leaving).url());

    expect(navigation.pathname).toMatch(/^\/v2\//);
    expect(api.requests.length).toBeGreaterThan(8);
    expect(api.requests.filter((line) => !/^\w+ \/v2\//.test(line))).toEqual([]);
    expect(asked.filter((line) => !/^\w+ \/v2\//.test(line))).toEqual([]);
    // One of each kind of request the walk makes, each under the prefix.
    for (const path of [
      '/v2/api/auction/categories/',
      '/v2/api/localizations/',
      '/v2/api/map/polyline/',
      '/v2/api/item_categories/',
      '/v2/api/item_category_fields/',
      '/v2/autocomplete/item/',
      '/v2/api/prediction/',
      '/v2/api/user/cookie_consent_log',
      '/v2/api/message/unread-prompt',
      '/v2/api/my-account/messages/',
    ])
      expect(
        api.requests.some((line) => line.includes(` ${path}`)),
        path,
      ).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('host stylesheets', () => {
  // The plain page at each width, measured once: the hosts' reference, and its own check.
  const plain = new Map<number, Box[]>();
  const plainOutside = new Map<number, string[]>();
  beforeAll(async () => {
    for (const width of WIDTHS) {
      const loaded = await load('/host/plain/', width);
      await formReady(loaded.page);
      const closed = await measure(loaded.page);
      const open = await openPanel(loaded.page);
      plain.set(width, [...closed, ...open]);
      plainOutside.set(width, await outside(loaded.page, open));
      await loaded.context.close();
    }
  });

  it('the plain page keeps every widget inside the viewport', () => {
    for (const width of WIDTHS) expect(plainOutside.get(width), `${width}px`).toEqual([]);
  });

  describe.each(HOSTS)('%s', (host) => {
    it.each(WIDTHS)(
      'at %i px: the same sizes as on the plain page, inside the viewport, and working',
      async (width) => {
        const loaded = await load(`/host/${host}/`, width);
        const { page } = loaded;
        await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING }).waitFor();
        const closed = await measure(page);
        const open = await openPanel(page);
        expect(differences(plain.get(width) ?? [], [...closed, ...open])).toEqual([]);
        expect(await outside(page, open)).toEqual([]);
        // Each widget works: the panel lists, the announcement closes, the cookie bar saves, the form goes on.
        await page.keyboard.press('Escape');
        await page
          .getByRole('region', { name: 'Announcement' })
          .getByRole('button', { name: 'Close the announcement' })
          .click();
        await page.getByRole('button', { name: 'Accept all' }).click();
        expect(await page.getByRole('region', { name: 'Cookies and your privacy' }).count()).toBe(
          0,
        );
        expect(await page.evaluate(() => typeof window.TransportWidgets?.openLogin)).toBe(
          'function',
        );
        expect(loaded.errors).toEqual([]);
        await loaded.context.close();
      },
    );
  });
});

describe('layout shift on the host pages', () => {
  // The pages print the top announcement as docs/symfony-integration.md does (`data-min-height` and
  // the inline guard): the strip fills room kept from the first paint, so nothing below it moves.
  it.each(['plain', ...HOSTS].flatMap((host) => WIDTHS.map((width) => [host, width] as const)))(
    '%s at %i px: the widgets arrive without moving the page (layout shift ≤ 0.02)',
    async (host, width) => {
      const context = await session.browser.newContext({ viewport: { width, height: 800 } });
      await recordLayoutShift(context);
      const page = await context.newPage();
      await routeApi(page);
      await page.goto(session.url(`/host/${host}/`));
      await page.getByRole('heading', { level: 1, name: CATEGORY_HEADING }).waitFor();
      await page.getByRole('region', { name: 'Announcement' }).waitFor();
      await widgetsSettled(page);
      // The category images and the cookie bar arrive after the first screen: wait for both.
      await page.getByRole('region', { name: 'Cookies and your privacy' }).waitFor();
      await screenSettled(page);
      expect(await layoutShiftOf(page)).toBeLessThanOrEqual(0.02);
      await context.close();
    },
  );
});

describe('fixed bars on a phone', () => {
  it.each(['plain', 'bootstrap3'])(
    "%s: the app bar lays out under the host's CSS and leaves the footer reachable",
    async (host) => {
      const loaded = await load(`/host/${host}/`, 375, { ...devices['Pixel 5'] });
      const { page } = loaded;
      await page
        .context()
        .addCookies([{ name: 'cookie_consent', value: '7', url: session.url('/') }]);
      await page.reload();
      await widgetsSettled(page);
      await page.getByRole('region', { name: 'Our mobile app' }).waitFor();
      // The whole form first: a page still waiting for its categories is short enough that the footer
      // sits above the bar by luck (this test passed that way until the form painted sooner).
      await page.getByRole('heading', { name: CATEGORY_HEADING }).waitFor();
      await page.getByRole('button', { name: /^Other/ }).waitFor();
      // Under the host's own CSS the bar lays out as on our page: nothing out of its box, no word of
      // the app's name broken.
      const barProblems = (await overflowProblems(page)).filter((line) =>
        line.includes('mobile-app-bar'),
      );
      expect(barProblems).toEqual([]);
      const link = page.getByRole('link', { name: 'Cookie settings' });
      await link.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const hit = await link.evaluate((element) => {
        const rect = element.getBoundingClientRect();
        return (
          document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2) ===
          element
        );
      });
      expect(hit).toBe(true);
      await loaded.context.close();
    },
  );
});
