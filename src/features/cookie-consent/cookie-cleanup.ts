/** Names of the cookies visible to this page. */
function visibleCookieNames(doc: Document): string[] {
  return doc.cookie
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/** The visible cookies a config list names; `_ga_*` matches by prefix (GA4 suffixes the stream id). */
export function matchingCookies(patterns: readonly string[], names: readonly string[]): string[] {
  return names.filter((name) =>
    patterns.some((pattern) =>
      pattern.endsWith('*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern,
    ),
  );
}

/**
 * Clears a withdrawn category's cookies on the host and on every parent domain; resolves with
 * their names once removed. js-cookie, which removes them, loads only when one of them is there:
 * a returning visitor's page usually has none and only reads.
 */
export async function clearCookies(
  patterns: readonly string[],
  hostname = window.location.hostname,
  doc: Document = document,
): Promise<string[]> {
  const names = matchingCookies(patterns, visibleCookieNames(doc));
  if (names.length === 0) return names;
  const { removeCookieEverywhere } = await import(
    /* webpackChunkName: "cookies" */ '../../core/storage/cookies'
  );
  for (const name of names) removeCookieEverywhere(name, hostname);
  return names;
}
