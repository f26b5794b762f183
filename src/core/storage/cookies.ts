import Cookies from 'js-cookie';

export interface CookieOptions {
  /** Lifetime in days; omitted = session cookie. */
  days?: number;
  /** Cookie domain from config (e.g. `.example.pl`); omitted = host only. */
  domain?: string;
}

/**
 * The one place our cookie attributes live: every cookie the widgets write or remove goes through
 * this js-cookie instance, so it carries `path=/`, `SameSite=Lax` and, on https, `Secure`. Reading
 * is `./cookie-read.ts` (every copy of a name, and no js-cookie on pages that only read).
 */
export const widgetCookies = Cookies.withAttributes({
  path: '/',
  sameSite: 'Lax',
  secure: window.location.protocol === 'https:',
});

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  widgetCookies.set(name, value, { expires: options.days, domain: options.domain });
}

/** Removes a cookie on the host and on each parent domain, since we cannot know where it was set. */
export function removeCookieEverywhere(name: string, hostname = window.location.hostname): void {
  widgetCookies.remove(name);
  const parts = hostname.split('.');
  for (let i = 0; i < parts.length - 1; i += 1) {
    const domain = parts.slice(i).join('.');
    widgetCookies.remove(name, { domain });
    widgetCookies.remove(name, { domain: `.${domain}` });
  }
}
