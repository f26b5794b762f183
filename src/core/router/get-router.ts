import { getPageConfig } from '../config/page-config';
import { ConfigError } from '../errors/errors';
import type { RouteManifest } from './manifest';
import { Router } from './router';

let loading: Promise<Router> | null = null;

function isManifest(value: unknown): value is RouteManifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as RouteManifest).routes === 'object'
  );
}

async function loadManifest(): Promise<RouteManifest> {
  const page = getPageConfig();
  if (page.routes) {
    if (!isManifest(page.routes))
      throw new ConfigError(
        'page',
        'data-routes',
        'a FOSJsRouting dump with "routes"',
        'an object without routes',
      );
    return page.routes;
  }
  if (page.routesUrl) {
    const response = await fetch(page.routesUrl, { credentials: 'same-origin' });
    const body: unknown = await response.json();
    if (!isManifest(body))
      throw new ConfigError(
        'page',
        'data-routes-url',
        'a FOSJsRouting dump with "routes"',
        'another document',
      );
    return body;
  }
  // The shipped manifest is a lazy chunk: pages that never call the API never download it.
  const shipped = await import(/* webpackChunkName: "routes" */ './shipped-routes.json');
  return shipped.default as unknown as RouteManifest;
}

/** The page's router: the page's own manifest when it gives one, else the shipped one. */
export function getRouter(): Promise<Router> {
  loading ??= loadManifest().then((manifest) => new Router(manifest, getPageConfig().locale));
  loading.catch(() => {
    loading = null; // let a later call try again
  });
  return loading;
}

export function resetRouterForTests(): void {
  loading = null;
}
