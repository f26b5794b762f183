import { WidgetError } from '../errors/errors';
import { logError, reportError } from '../errors/report';

/** A navigation the widgets refused: names the scheme, never the URL (it may carry a token). */
export class NavigationRefused extends WidgetError {
  constructor(readonly scheme: string) {
    super(
      `refused to navigate to a URL ${scheme ? `with the scheme "${scheme}"` : 'that cannot be read'}: ` +
        'the widgets only open http(s) pages (check the schemes of the route dump)',
      'NavigationRefused',
    );
  }
}

/**
 * Every URL a widget sends the page to (the login flow, the success page, another form) passes here,
 * whatever built it: a route dump may name any scheme (`schemes: ["javascript"]`) and the router
 * writes it as Symfony does. The URL is resolved as `location.assign()` resolves it (against the
 * document's base URL; tabs and newlines dropped, case folded) and handed back unchanged only when
 * that is http or https; anything else throws.
 */
export function navigableUrl(url: string, base: string = document.baseURI): string {
  let resolved: URL;
  try {
    resolved = new URL(url, base);
  } catch {
    throw new NavigationRefused('');
  }
  if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:')
    throw new NavigationRefused(resolved.protocol);
  return url;
}

/** navigableUrl, or null with the refusal logged and reported (for callers that just stay on the page). */
export function navigableOrNull(url: string, widget: string): string | null {
  try {
    return navigableUrl(url);
  } catch (error) {
    if (!(error instanceof NavigationRefused)) throw error;
    logError(`[transport-widgets] ${widget}:`, error);
    reportError(error, { widget, kind: 'navigation' });
    return null;
  }
}
