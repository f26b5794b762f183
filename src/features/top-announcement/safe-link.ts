/** Links the config itself gives: http(s), mail, phone or relative. Never `javascript:` and friends. */
export const SAFE_LINK = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function isSafeLink(url: string): boolean {
  // Browsers ignore tabs, newlines and leading control characters in a scheme ("java\tscript:").
  const compact = [...url]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  return compact.length > 0 && SAFE_LINK.test(compact);
}
