import { toBase64Url } from '../router/base64-url';
import { loadRouter } from '../router/load-router';
import type { RouteName } from '../router/route-names';
import type { Router } from '../router/router';
import { navigableOrNull } from './navigation';
import { safeReturnPath } from './return-path';

type OpenLogin = (trigger: string, options?: { returnUrl?: string }) => Promise<boolean>;

/**
 * The session ended: the login helper (another widget, reached through the
 * global API because features do not import each other) opens the login and
 * brings the visitor back to this page; without the helper on the page, the
 * force-login route (named by the widget, which declares it: `{url, type}`)
 * does the same; without the page's routes, the page loaded again. The return
 * path passes the open-redirect guard first, and the route's URL the
 * navigation door (a dump may give the route any scheme).
 */
export async function openLoginFlow(
  forceLoginRoute: RouteName,
  widget: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const returnPath =
    safeReturnPath(
      `${window.location.pathname}${window.location.search}`,
      window.location.origin,
    ) ?? '/';
  const helper = window.TransportWidgets?.openLogin as OpenLogin | undefined;
  if (typeof helper === 'function') {
    try {
      await helper('login', { returnUrl: returnPath });
      return;
    } catch {
      // Fall through to the route: the visitor must still get to the login.
    }
  }
  let router: Router;
  try {
    router = await loadRouter();
  } catch {
    // The page's route dump is behind the same firewall (it redirected too): without it the route
    // cannot be built, and loading this page again lets the firewall send the visitor to its login,
    // which brings them back here.
    navigate(returnPath);
    return;
  }
  const url = navigableOrNull(
    router.generate(forceLoginRoute, { url: toBase64Url(returnPath), type: 'login' }),
    widget,
  );
  if (url !== null) navigate(url);
}
