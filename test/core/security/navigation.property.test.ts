/**
 * Whatever schemes a route dump gives, the widgets navigate only to http(s) URLs: the login
 * helper's redirect, the form's and the bell's login fallbacks, the form's success page and its
 * hand-over to the newer form. A dump with `schemes: ["javascript"]` made the router write `javascript://host/%0A…`, and
 * `location.assign()` ran it on pages without a CSP.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { getRouter, resetRouterForTests } from '@/core/router/get-router';
import type { RouteManifest } from '@/core/router/manifest';
import shipped from '@/core/router/shipped-routes.json';
import { navigableUrl, NavigationRefused } from '@/core/security/navigation';
import { openLoginFlow } from '@/core/security/open-login';
import { openLogin as formOpenLogin } from '@/features/auction-form/state/navigation/open-login';
import {
  navigateTo,
  setPageNavigator,
} from '@/features/auction-form/state/navigation/page-navigator';
import { createLoginHelper } from '@/features/login-helper/login-helper';
import { recordFigure } from '../../tools/reliability';

const RUNS = 60;

/** Schemes a hostile or broken dump may give, spelt as a browser still reads them. */
const hostileScheme = fc
  .tuple(
    fc.constantFrom('javascript', 'vbscript', 'data', 'file', 'blob', 'ftp', 'about', 'jar', 'ws'),
    fc.array(fc.boolean(), { maxLength: 12 }),
    fc.constantFrom('', '\t', '\n', '\r'),
    fc.nat(),
  )
  .map(([scheme, upper, junk, at]) => {
    const cased = [...scheme].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join('');
    const cut = at % (cased.length + 1);
    return `${cased.slice(0, cut)}${junk}${cased.slice(cut)}`;
  });

/** The shipped dump with every route given the scheme, as `schemes` or Symfony 2's `_scheme`. */
function dumpWith(scheme: string, legacy: boolean): RouteManifest {
  const base = shipped as unknown as RouteManifest;
  const routes = Object.fromEntries(
    Object.entries(base.routes).map(([name, route]) => [
      name,
      legacy
        ? { ...route, schemes: [], requirements: { ...route.requirements, _scheme: scheme } }
        : { ...route, schemes: [scheme] },
    ]),
  );
  return { ...base, routes };
}

function usePage(dump: RouteManifest): void {
  resetPageConfigForTests();
  resetRouterForTests();
  const meta = document.createElement('meta');
  meta.name = 'transport-widgets';
  meta.setAttribute('data-routes', JSON.stringify(dump));
  document.head.replaceChildren(meta);
}

const isWeb = (url: string) => /^https?:$/.test(new URL(url, document.baseURI).protocol);

let consoleError: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetReportingForTests();
  setReportSink(() => undefined);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  document.head.replaceChildren();
  resetPageConfigForTests();
  resetRouterForTests();
  vi.restoreAllMocks();
});

describe('navigation whatever the route dump says', () => {
  it('navigableUrl keeps http(s) and paths, refuses every other scheme however it is spelt', () => {
    fc.assert(
      fc.property(hostileScheme, fc.webPath(), (scheme, path) => {
        expect(() => navigableUrl(`${scheme}://localhost${path}`)).toThrow(NavigationRefused);
        expect(() => navigableUrl(`${scheme}:alert(1)`)).toThrow(NavigationRefused);
      }),
      { numRuns: 500 },
    );
    for (const url of ['/x', 'x?y', 'https://a.example/b', 'HTTP://a.example', '//a.example/x'])
      expect(navigableUrl(url)).toBe(url);
  });

  it('the login helper, the form’s and the bell’s login fallbacks, its success page and the newer form never leave for another scheme', async (context) => {
    await fc.assert(
      fc.asyncProperty(hostileScheme, fc.boolean(), async (scheme, legacy) => {
        consoleError.mockClear();
        usePage(dumpWith(scheme, legacy));
        const router = await getRouter();
        // The router builds what the dump says, as Symfony does; the doors refuse it.
        expect(isWeb(router.generate('front_force_login', { url: 'Lw', type: 'login' }))).toBe(
          false,
        );

        const navigate = vi.fn<(url: string) => void>();
        const helper = createLoginHelper({
          location: () => new URL('http://localhost:3000/en/help?login'),
          navigate,
          loginPaths: async () => [],
        });
        await expect(helper.openLogin('login')).rejects.toBeInstanceOf(NavigationRefused);

        const restore = setPageNavigator(navigate);
        try {
          await formOpenLogin();
          navigateTo(router.generate('my_account_listing_success', { auctionId: 5 }));
          navigateTo(router.generate('create_auction_category', { slug: 'cars' }));
        } finally {
          restore();
        }
        await openLoginFlow('front_force_login', 'notifications', navigate);
        expect(navigate).not.toHaveBeenCalled();
        const logged = consoleError.mock.calls.map((call: unknown[]) => call.map(String).join(' '));
        // Refused and said (without the URL), and jsdom was never asked to navigate.
        expect(
          logged.filter((line: string) => line.includes('refused to navigate to a URL')),
        ).toHaveLength(5);
        expect(logged.join('\n')).not.toMatch(/Not implemented: navigation|localhost:3000/);
      }),
      { numRuns: RUNS },
    );
    recordFigure(context, {
      group: 'security',
      label: 'hostile route-dump schemes at every navigation',
      value: RUNS,
      unit: 'cases',
    });
  });

  it('the same doors open for an http(s) route on another host', async () => {
    usePage(dumpWith('https', false));
    const navigate = vi.fn<(url: string) => void>();
    const helper = createLoginHelper({
      location: () => new URL('http://localhost:3000/en/help?login'),
      navigate,
      loginPaths: async () => [],
    });
    await helper.openLogin('login');
    const restore = setPageNavigator(navigate);
    try {
      await formOpenLogin();
      navigateTo((await getRouter()).generate('my_account_listing_success', { auctionId: 5 }));
    } finally {
      restore();
    }
    await openLoginFlow('front_force_login', 'notifications', navigate);
    expect(navigate).toHaveBeenCalledTimes(4);
    // The page's port belongs to http: the https URL takes the default port (Symfony).
    for (const [url] of navigate.mock.calls) expect(url).toMatch(/^https:\/\/localhost\//);
  });
});
