import { toBase64Url } from '@/core/router/base64-url';
import { getRouter } from '@/core/router/get-router';
import { safeReturnPath } from '@/core/security/return-path';
import { navigateTo } from './page-navigator';

type OpenLogin = (trigger: string, options?: { returnUrl?: string }) => Promise<boolean>;

/**
 * A 401/403 on submit: the login helper (another widget, reached through the
 * global API because features do not import each other) opens the login and
 * brings the customer back to this very step, where the draft is waiting.
 * Without the helper on the page, the force-login route does the same.
 */
export async function openLogin(): Promise<void> {
  // The same guard as the login helper's: a page path like `//evil.example/x` must not leave as it is.
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
      // Fall through to the route: the customer must still get to the login.
    }
  }
  const router = await getRouter();
  navigateTo(router.generate('front_force_login', { url: toBase64Url(returnPath), type: 'login' }));
}
