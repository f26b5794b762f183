import { getPageConfig } from '../config/page-config';
import { RouteError, WidgetError } from '../errors/errors';
import { logError, reportError } from '../errors/report';
import type { RouteManifest } from './manifest';
import { fetchRouteDump, parseRouteDump } from './route-dump';
import { RouteDumpError } from './route-dump-error';
import { Router, type ResolvedRoute } from './router';

let loading: Promise<Router> | null = null;
const told = new Set<string>();

/**
 * A name the page's dump lacks is a page set-up error: say so loudly, once
 * per name (console and Sentry), wherever a widget asks for it.
 */
class LoudRouter extends Router {
  private readonly told = new Set<string>();

  override resolve(name: string): ResolvedRoute {
    try {
      return super.resolve(name);
    } catch (error) {
      if (error instanceof RouteError && !this.told.has(name)) {
        this.told.add(name);
        logError(
          `[transport-widgets] the route dump lacks "${name}" (see \`npm run check-routes\`):`,
          error,
        );
        reportError(error, { widget: 'page', kind: 'routes' });
      }
      throw error;
    }
  }
}

async function loadManifest(): Promise<RouteManifest> {
  const page = getPageConfig();
  if (page.routes) {
    const manifest = parseRouteDump(page.routes);
    if (typeof manifest === 'string') throw new RouteDumpError('data-routes', undefined, manifest);
    return manifest;
  }
  if (page.routesUrl) return fetchRouteDump(page.routesUrl, page.apiTimeout);
  // The shipped manifest is a lazy chunk: pages that never call the API never download it.
  const { shippedManifest } = await import(/* webpackChunkName: "routes" */ './shipped-manifest');
  return shippedManifest;
}

/**
 * The page's router: the page's own manifest when it gives one, else the
 * shipped one. Every caller of one attempt shares it, so a failure is logged
 * and reported once; a failed attempt is forgotten, so "Try again" fetches again.
 */
export function getRouter(): Promise<Router> {
  if (loading) return loading;
  const attempt = loadManifest().then(
    (manifest) => new LoudRouter(manifest, getPageConfig().locale),
    (error: unknown) => {
      if (loading === attempt) loading = null;
      // Once per page and cause: every widget asks for the router, and a retry that fails the same way is no news.
      const cause = error instanceof Error ? error.message : String(error);
      if (!told.has(cause)) {
        told.add(cause);
        logError('[transport-widgets] routes unavailable:', error);
        reportError(error, { widget: 'page', kind: 'routes' });
      }
      if (error instanceof WidgetError) error.reported = true;
      throw error;
    },
  );
  loading = attempt;
  return attempt;
}

export function resetRouterForTests(): void {
  loading = null;
  told.clear();
}
