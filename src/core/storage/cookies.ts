export interface CookieOptions {
  /** Lifetime in days; omitted = session cookie. */
  days?: number;
  /** Cookie domain from config (e.g. `.example.pl`); omitted = host only. */
  domain?: string;
}

export interface CookieAttributes {
  path: string;
  sameSite: 'Lax';
  secure: boolean;
  /** Days from now; negative expires the cookie. */
  expires?: number;
  domain?: string;
}

const DAY_MS = 864e5;

/** The attributes every cookie set by the widgets carries: Secure on https, SameSite=Lax, path=/. */
export function cookieAttributes(options: CookieOptions = {}): CookieAttributes {
  const attributes: CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  };
  if (options.days !== undefined) attributes.expires = options.days;
  if (options.domain) attributes.domain = options.domain;
  return attributes;
}

/** One `document.cookie` write (a few lines instead of a library: names and values are encoded, attributes are ours). */
function setCookie(name: string, value: string, attributes: CookieAttributes): void {
  let text = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; path=${attributes.path}`;
  if (attributes.domain) text += `; domain=${attributes.domain}`;
  if (attributes.expires !== undefined)
    text += `; expires=${new Date(Date.now() + attributes.expires * DAY_MS).toUTCString()}`;
  text += `; samesite=${attributes.sameSite}`;
  if (attributes.secure) text += '; secure';
  document.cookie = text;
}

/**
 * Every value a name has: a host-only cookie and a Domain one of the same
 * name both reach `document.cookie`, in an order the page cannot choose.
 */
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

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  setCookie(name, value, cookieAttributes(options));
}

/** Removes a cookie on the host and on each parent domain, since we cannot know where it was set. */
export function removeCookieEverywhere(name: string, hostname = window.location.hostname): void {
  const expired = (domain?: string) => cookieAttributes({ days: -1, domain });
  setCookie(name, '', expired());
  const parts = hostname.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const domain = parts.slice(i).join('.');
    setCookie(name, '', expired(domain));
    setCookie(name, '', expired(`.${domain}`));
  }
}
