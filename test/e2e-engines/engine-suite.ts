import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadPages } from '../../fixtures/demo/server';
import { ERRORS_ON_PURPOSE, NO_WIDGETS } from '../e2e/demo-page-kinds';
import { demoServerUrl } from '../e2e/file-server';
import {
  DESKTOP,
  engineUnavailable,
  openEngine,
  PHONE,
  type EngineName,
  type EngineSession,
  type Size,
} from './drivers';
import {
  cspViolations,
  find,
  pageErrors,
  pathname,
  pickPlaces,
  press,
  routeMapDrawing,
  typeInto,
  waitFor,
  waitForPath,
  widgetsMounted,
} from './page-helpers';

/**
 * What a visitor does, in one engine at a phone and a desktop size: every demo
 * page mounts its widgets without a console error; the bell opens and a live
 * notification arrives; cookie settings save; the announcement and the app bar
 * close; the jQuery form shows translated messages; the shipping-request form
 * is posted. The same steps for every engine (see drivers.ts).
 */

const BELL = '[data-tw-widget="notifications"] button[data-unread]';

/**
 * Every demo page at the desktop size; at the phone size the form in English only
 * (its nine other locales differ in text, not in layout), to keep the suite short.
 */
async function demoLinks(phone: boolean): Promise<string[]> {
  const pages = await loadPages();
  return pages
    .flatMap((page) => page.links.map((link) => link.href))
    .filter((href) => !ERRORS_ON_PURPOSE.has(href.split('?')[0] ?? href))
    .filter((href) => !phone || !/^\/form\/(?!en\/)[a-z]{2}\/$/.test(href));
}

/** A visitor on a phone closes the app bar first: it is fixed over the page's bottom edge. */
async function closeAppBar(session: EngineSession): Promise<void> {
  if (await find(session, 'region', '^Our mobile app$'))
    await press(session, 'button', '^Close the app banner$');
}

/**
 * One engine at one size: a file of its own (`<engine>-<size>.engine.ts`), so the six run at once,
 * each with its own demo server.
 */
export function engineSuite(engine: EngineName, sizeName: 'phone' | 'desktop'): void {
  const missing = engineUnavailable(engine);
  const size: Size = sizeName === 'phone' ? PHONE : DESKTOP;
  describe(`${engine} at ${sizeName} size`, () => {
    let session: EngineSession;
    // The demo as QA runs it: the mock service worker answers the API (test/e2e/file-server.ts).
    let base = '';

    beforeAll(async () => {
      if (missing) throw new Error(`Cannot drive ${engine} here: ${missing}`);
      base = await demoServerUrl('worker');
      session = await openEngine(engine, size);
    });
    afterAll(async () => {
      await session?.close();
    });

    async function open(path: string, at = base): Promise<string[]> {
      await session.reset(at);
      await session.goto(`${at}${path}`);
      return widgetsMounted(session);
    }

    // Chromium's desktop round is test/e2e/platform.e2e.ts's (a page a test, each a first visit):
    // the same check, so it is not run twice.
    if (engine !== 'chromium' || size.phone)
      it('mounts the widgets of every demo page with no console error', async () => {
        const failures: string[] = [];
        // The pages as production serves them: the API from the server, no mock worker to pass
        // every request through (the tests below keep the QA demo's worker in each engine).
        const at = await demoServerUrl('server');
        for (const href of await demoLinks(size.phone)) {
          const states = await open(href, at);
          const errors = await pageErrors(session);
          const broken = states.filter((state) => !state.endsWith(':mounted'));
          if (states.length === 0 && !NO_WIDGETS.has(href))
            failures.push(`${href}: no widget on the page`);
          if (broken.length > 0) failures.push(`${href}: ${broken.join(', ')}`);
          if (errors.length > 0) failures.push(`${href}: ${errors.join(' | ')}`);
        }
        expect(failures).toEqual([]);
        // A hang catcher for a fixed round of some 25 pages: 50–55 s alone, over 120 s in WebKit
        // beside the other browser files with two CPU-bound processes on the machine.
      }, 400_000);

    it('opens the bell and receives a live notification', async () => {
      await open('/notifications/en');
      await waitFor(
        session,
        'the unread count',
        (bell: string) => document.querySelector(bell)?.getAttribute('data-unread') === '8',
        BELL,
      );
      await session.click(BELL);
      await waitFor(
        session,
        'the open panel',
        (bell: string) => document.querySelector(bell)?.getAttribute('aria-expanded') === 'true',
        BELL,
      );
      await waitFor(
        session,
        'a hub connection',
        () => (window.__twDemoHub?.connections() ?? 0) > 0,
      );
      if (await session.run(() => window.__twDemoHub?.streamsFromServer() ?? false)) {
        // WebKit: the stream comes from the demo server; wait until it holds the connection.
        await waitFor(session, 'the server hub connection', async () => {
          const status = (await (await fetch('/demo-hub/status')).json()) as {
            connections: number;
          };
          return status.connections > 0;
        });
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      const title = await session.run(() => window.__twDemoHub?.publish(1)[0]?.title ?? '');
      await waitFor(
        session,
        'the live notification',
        (bell: string, expected: string) =>
          document.querySelector(bell)?.getAttribute('data-unread') === '9' &&
          (document.querySelector('[data-tw-widget="notifications"]')?.textContent ?? '').includes(
            expected,
          ),
        BELL,
        title,
      );
      expect(await pageErrors(session)).toEqual([]);
    });

    it('saves cookie settings', async () => {
      await open('/content/en');
      await press(session, 'button', '^Choose cookies$');
      await press(session, 'switch', '^Analytics');
      await press(session, 'switch', '^Marketing');
      const switches = () =>
        session.run(() =>
          [
            ...document.querySelectorAll<HTMLInputElement>(
              '[data-tw-widget="cookie-bar"] [role="switch"]',
            ),
          ]
            .map(
              (input) => `${input.labels?.[0]?.textContent?.trim().split(' ')[0]}=${input.checked}`,
            )
            .join(' '),
        );
      const chosen = await switches();
      await press(session, 'button', '^Save my choices$');
      await waitFor(session, 'the consent cookie', () =>
        /(^|; )cookie_consent=\d+/.test(document.cookie),
      );
      // Saved: the settings reopened from the page's link show the same choices.
      await closeAppBar(session);
      await press(session, 'link', '^Cookie settings$');
      await waitFor(
        session,
        'the settings again',
        () => document.querySelectorAll('[data-tw-widget="cookie-bar"] [role="switch"]').length > 0,
      );
      expect(await switches()).toBe(chosen);
      expect(await find(session, 'region', '^Cookies and your privacy$')).toBeNull();
      expect(await pageErrors(session)).toEqual([]);
    });

    it('closes the announcement, and the app bar on a phone', async () => {
      await open('/content/en');
      // The cookie bar comes first on a visitor's screen (it may cover the app bar on a phone).
      await press(session, 'button', '^Necessary only$');
      await press(session, 'button', '^Close the announcement$');
      await waitFor(session, 'the announcement to go', () =>
        /top_announcement_closed=/.test(document.cookie),
      );
      expect(await find(session, 'region', '^Announcement$')).toBeNull();
      const appBar = await find(session, 'region', '^Our mobile app$');
      if (size.phone) {
        expect(appBar).not.toBeNull();
        // The app's name on one line, the call to action on the screen: the bar's flex sizing
        // (`flex-basis: min-content`, app-bar.module.css) as this engine lays it out.
        const layout = await session.run(() => {
          const bar = document.querySelector('[aria-label="Our mobile app"]');
          const name = bar?.querySelector('p');
          const cta = bar?.querySelector('a');
          if (!name || !cta) return null;
          return {
            nameLines: Math.round(
              name.getBoundingClientRect().height / parseFloat(getComputedStyle(name).lineHeight),
            ),
            ctaInside: cta.getBoundingClientRect().right <= document.documentElement.clientWidth,
          };
        });
        expect(layout).toEqual({ nameLines: 1, ctaInside: true });
        await press(session, 'button', '^Close the app banner$');
        await waitFor(session, 'the app bar to go', () =>
          [...document.querySelectorAll('[aria-label="Our mobile app"]')].every(
            (el) => el.getClientRects().length === 0,
          ),
        );
        expect(
          Number(await session.run(() => localStorage.getItem('mobile_app_bar_closed'))),
        ).toBeGreaterThan(1e12);
        expect(await find(session, 'region', '^Our mobile app$')).toBeNull();
      } else {
        expect(appBar).toBeNull();
      }
      expect(await pageErrors(session)).toEqual([]);
    });

    it('shows the jQuery form its translated messages', async () => {
      await open('/validation/pl');
      await press(session, 'button[type="submit"]', '.');
      const messages = await waitFor(session, 'the Polish messages', () => {
        const text = (id: string) => document.getElementById(`${id}-error`)?.textContent ?? '';
        return text('email') && { email: text('email'), login: text('login') };
      });
      expect(messages).toEqual({
        email: 'To pole jest wymagane.',
        login: 'To pole jest wymagane.',
      });
      expect(await pageErrors(session)).toEqual([]);
    });

    it('says the Trusted Types name is taken when the page took it, and the widgets go on', async () => {
      const states = await open('/strict-csp?tt=1&taken=1');
      expect(states.filter((state) => !state.endsWith(':mounted'))).toEqual([]);
      // Chromium and WebKit say "already exists"; Firefox's refusal is told apart by its report.
      const lines = await waitFor(session, 'the console line on the policy', () => {
        const ours = (window.__twDemoErrors ?? []).filter((line) =>
          line.includes('[transport-widgets]'),
        );
        return ours.length > 0 ? ours : null;
      });
      expect(lines).toHaveLength(1);
      expect(lines?.[0]).toMatch(/policy "transport-widgets" already exists/);
    });

    // The route map under the strict CSP with Trusted Types (Leaflet's HTML sinks kept away from it:
    // tools/leaflet-trusted-types-loader.ts, leaflet-route-map.tsx). Chromium's is
    // test/e2e/csp-trusted-types.e2e.ts; the sinks and their enforcement do not depend on the
    // viewport, so the phone files would repeat the desktop's.
    //
    // Firefox 153 ESR and WebKitGTK 2.50 both have `trustedTypes` and enforce the page's
    // `require-trusted-types-for 'script'` as Chromium does: a plain string at `innerHTML` throws and
    // is reported as a `require-trusted-types-for` violation. So the case asserts the same in both:
    // the map drawn with no violation, then that refusal and its report, which show that the zero
    // was counted under enforcement by a listener that hears Trusted Types violations. An engine
    // without Trusted Types ignores the header and would pass the map on the CSP alone; it fails at
    // that last check instead, so the claim in docs/security.md cannot outlive the engine's support.
    if (engine !== 'chromium' && !size.phone)
      it('draws the route map under Trusted Types with no violation', async () => {
        const states = await open('/strict-csp?tt=1');
        expect(states.filter((state) => !state.endsWith(':mounted'))).toEqual([]);
        const csp = await session.run(async () =>
          (await fetch('/strict-csp?tt=1')).headers.get('content-security-policy'),
        );
        expect(csp).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic';/);
        expect(csp).not.toMatch(/unsafe-|script-src[^;]*'self'/);
        expect(csp).toContain("require-trusted-types-for 'script'");

        await waitForPath(session, /\/strict-csp\/form\/category$/);
        await press(session, 'button', '^Necessary only$');
        await press(session, 'button', '^Musical instruments');
        await waitForPath(session, /\/routes-dates$/);
        await pickPlaces(session);
        const drawing = await waitFor(session, 'the route map', routeMapDrawing, true).catch(
          async (error: unknown) => {
            // What was drawn and what the page refused say why the map did not come.
            const seen = await session.run(routeMapDrawing, false);
            throw new Error(
              `${String(error)}; map: ${JSON.stringify(seen)}; violations: ${(await cspViolations(session)).join(' | ')}`,
            );
          },
        );
        expect(drawing?.labels).toEqual([
          expect.stringMatching(/^Warszawa/),
          expect.stringMatching(/^Kraków/),
        ]);
        expect(drawing?.credit).toBe('© Demo map tiles');
        expect(await cspViolations(session)).toEqual([]);
        expect(await pageErrors(session)).toEqual([]);

        const refused = await session.run(() => {
          try {
            document.createElement('div').innerHTML = '<b>x</b>';
            return false;
          } catch {
            return true;
          }
        });
        expect(refused).toBe(true);
        const reported = await waitFor(session, 'the report of the refused string', () => {
          const seen = window.__twDemoViolations ?? [];
          return seen.length > 0 && seen;
        });
        expect(reported).toEqual([expect.stringMatching(/^require-trusted-types-for /)]);
      });

    it('posts a shipping request from the category to "posted"', async () => {
      await open('/form/en/');
      await waitForPath(session, /\/category$/);
      await press(session, 'button', '^Necessary only$');
      await closeAppBar(session);
      await press(session, 'button', '^Furniture');
      await press(session, 'button', '^Tables & chairs');
      await waitForPath(session, /\/routes-dates$/);
      await pickPlaces(session);
      await press(session, 'label', '^I am flexible');
      await press(session, 'button', '^Continue$');
      await waitForPath(session, /\/details$/);
      await waitFor(session, 'the item type', () => {
        const select = [...document.querySelectorAll('select')].find((s) =>
          (s.labels?.[0]?.textContent ?? '').includes('Type of item'),
        );
        const option = [...(select?.options ?? [])].find((o) => o.text === 'Table');
        if (!select || !option) return false;
        select.value = option.value;
        select.dispatchEvent(new Event('change', { bubbles: true }));
        return true;
      });
      await typeInto(session, 'combobox', '^Item name', 'Dining');
      await press(session, 'option', '^Dining table');
      // A typed field the engine edits itself (React does not control it); Continue right after the
      // keys applies what the store still holds for after the paint.
      await typeInto(session, 'textarea', '^Description', 'Handle with care');
      await press(session, 'button', '^Continue$');
      await waitForPath(session, /\/summary$/);
      // The summary renders again once its data is in: press the settled button, as a visitor reads first.
      await waitFor(
        session,
        'the summary',
        () =>
          document.querySelector('h1')?.textContent === 'Check and publish your request' &&
          /Dining table/.test(
            document.querySelector('[data-summary-section="items"]')?.textContent ?? '',
          ) &&
          /Handle with care/.test(
            document.querySelector('[data-summary-section="description"]')?.textContent ?? '',
          ),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      await press(session, 'button', '^Post my request$');
      await waitForPath(session, /\/listings\/\d+\/success$/);
      await waitFor(session, 'the posted heading', () =>
        document.querySelector('h1')?.textContent?.includes('Your shipping request is posted'),
      );
      expect(await pathname(session)).toMatch(/^\/frontapp\/my-account\/listings\/\d+\/success$/);
      expect(await pageErrors(session)).toEqual([]);
    });
  });
}
