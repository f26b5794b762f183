/**
 * The only guard against an open redirect: a return URL is kept only when it
 * resolves to the page's own origin over http(s), and it is handed on as a
 * path (`/a?b#c`) so the login page cannot be tricked into leaving the site.
 */
export function safeReturnUrl(
  candidate: string | URL | null | undefined,
  origin: string,
): string | null {
  if (candidate === null || candidate === undefined) return null;
  const text = typeof candidate === 'string' ? candidate.trim() : candidate.href;
  if (!text) return null;
  // Backslashes and control characters are read as "/" or dropped by browsers: `/\evil.com` is foreign.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (/[\\\u0000-\u001f]/.test(text)) return null;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(text, base);
  } catch {
    return null;
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return null;
  if (resolved.origin !== base.origin) return null;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
