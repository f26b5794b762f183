import type { Trigger } from './triggers';

/** base64url of the UTF-8 text, unpadded: a path segment with no `/`, `+` or `=`. */
export function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

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
  // The router is loaded only when a trigger fires: most pages never need it.
  const { getRouter } = await import(
    /* webpackChunkName: "router" */ '../../core/router/get-router'
  );
  const router = await getRouter();
  return router.generate('front_force_login', { url: toBase64Url(returnPath), type: trigger });
}
