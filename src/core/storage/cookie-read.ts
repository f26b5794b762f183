/**
 * Reading cookies, a few lines of ours rather than js-cookie's `get`: js-cookie returns one value
 * per name (the first the browser lists), while a host-only cookie and a Domain one of the same
 * name both reach `document.cookie`, and the consent rule must see every copy. The same reader
 * serves the single reads, so the pages that only read (a returning visitor's) never load
 * js-cookie; writing and removing go through it (`./cookies.ts`).
 */

/** Every value a name has, decoded as js-cookie writes them (a value it cannot decode stays raw). */
export function readAllCookies(name: string, doc: Document = document): string[] {
  const values: string[] = [];
  for (const part of doc.cookie.split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    const raw = part.slice(at + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}

/** The first value of a cookie, as the browser lists it. */
export const readCookie = (name: string): string | undefined => readAllCookies(name)[0];
