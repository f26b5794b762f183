// A slash, a backslash, or either percent-encoded any number of times (`%2f`, `%252f`, …), and
// control characters or spaces raw or encoded: browsers drop those, so `/%09/evil` is `//evil`.
const LEADING_JUNK = /^(?:[/\\\s]|%(?:25)*(?:2f|5c|[01][0-9a-f]|7f|20))+/i;

/** The forms a server may turn the path into: as sent, then percent-decoded up to three times. */
function decodings(path: string): string[] {
  const out = [path];
  let current = path;
  for (let i = 0; i < 3; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      break;
    }
    if (next === current) break;
    out.push(next);
    current = next;
  }
  return out;
}

/** True when no decoding of the path can be read by a browser as `//host` or `/\host`. */
function isSameSitePath(path: string, origin: string): boolean {
  return decodings(path).every((form) => {
    // eslint-disable-next-line no-control-regex -- browsers drop these before parsing
    const read = form.replace(/[\u0000-\u001f\u007f]/g, '');
    if (!read.startsWith('/') || /^[/\\][/\\]/.test(read)) return false;
    try {
      return new URL(read, origin).origin === new URL(origin).origin;
    } catch {
      return false;
    }
  });
}

/**
 * The only guard against an open redirect, shared by every widget that hands a
 * return URL on (the login helper, the form's 401 fallback). A URL is kept only
 * when it resolves to the page's own origin over http(s), and it is handed on
 * as a path (`/a?b#c`) whose leading slashes, backslashes and their encodings
 * are collapsed to one `/`: a same-origin URL such as `https://site//evil/x`
 * has the path `//evil/x`, which a browser would read as another host.
 */
export function safeReturnPath(
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
  if (resolved.origin !== base.origin || resolved.username || resolved.password) return null;
  const path = `/${resolved.pathname.replace(LEADING_JUNK, '')}${resolved.search}${resolved.hash}`;
  return isSameSitePath(path, base.origin) ? path : null;
}
