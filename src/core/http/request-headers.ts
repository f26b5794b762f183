import { getPageConfig } from '../config/page-config';
import { acceptLanguage } from '../i18n/accept-language';

/** The headers every request of the widgets carries: ky's and the upload's alike. */
export function requestHeaders(url: string): Record<string, string> {
  const page = getPageConfig();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(page.locale),
    'X-Requested-With': 'XMLHttpRequest',
  };
  // The token is the session's secret: a route dump may name any host, the token goes only to the
  // page's origin and the API origins the page itself lists (`data-api-hosts`).
  const origin = new URL(url, window.location.href).origin;
  const home = [window.location.origin, ...(page.apiHosts ?? []).map((o) => new URL(o).origin)];
  if (page.csrfToken && home.includes(origin)) headers['X-CSRF-Token'] = page.csrfToken;
  return headers;
}
