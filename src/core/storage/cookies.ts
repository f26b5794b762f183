import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days; omitted = session cookie. */
  days?: number;
  /** Cookie domain from config (e.g. `.example.pl`); omitted = host only. */
  domain?: string;
}

/** The attributes every cookie set by the widgets carries: Secure on https, SameSite=Lax, path=/. */
export function cookieAttributes(options: CookieOptions = {}): Cookies.CookieAttributes {
  const attributes: Cookies.CookieAttributes = {
    path: '/',
    sameSite: 'Lax',
    secure: window.location.protocol === 'https:',
  };
  if (options.days !== undefined) attributes.expires = options.days;
  if (options.domain) attributes.domain = options.domain;
  return attributes;
}

export const readCookie = (name: string): string | undefined => Cookies.get(name);

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

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  Cookies.set(name, value, cookieAttributes(options));
}

/** Removes a cookie on the host and on each parent domain, since we cannot know where it was set. */
export function removeCookieEverywhere(name: string, hostname = window.location.hostname): void {
  Cookies.remove(name, { path: '/' });
  const parts = hostname.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const domain = parts.slice(i).join('.');
    Cookies.remove(name, { path: '/', domain });
    Cookies.remove(name, { path: '/', domain: `.${domain}` });
  }
}
