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
