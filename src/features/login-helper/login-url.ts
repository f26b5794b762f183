import { toBase64Url } from '../../core/router/base64-url';
import { loadRouter } from '../../core/router/load-router';
import type { Trigger } from './triggers';

/**
 * Where a trigger leads: the configured login-check URL with the trigger and
 * the return path in its query, or the force-login route through the router
 * (which picks `/forcar-login` on pt_PT pages). The route's `{url}` segment
 * may hold no `/` (requirement `[^/]++`), so the return path travels there
 * base64url-encoded.
 */
export async function buildLoginUrl(
  trigger: Trigger,
  returnPath: string,
  base: URL,
  loginCheckUrl?: string,
): Promise<string> {
  const target = loginCheckUrl ? new URL(loginCheckUrl, base) : null;
  // Whatever handed it in, a login check that is not http(s) is never navigated to.
  if (target && (target.protocol === 'https:' || target.protocol === 'http:')) {
    target.searchParams.set('type', trigger);
    target.searchParams.set('url', returnPath);
    return target.href;
  }
  // The router is loaded only when a trigger fires (loadRouter): most pages never need it.
  const router = await loadRouter();
  return router.generate('front_force_login', { url: toBase64Url(returnPath), type: trigger });
}
