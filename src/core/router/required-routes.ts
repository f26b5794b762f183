import type { RouteDefinition, RouteManifest } from './manifest';
import type { RouteName } from './route-names';
import { Router } from './router';

/**
 * A route a widget resolves from the page's route dump. Each feature declares
 * its own in `routes.ts`, the one list the route table of docs/symfony-integration.md and `npm run
 * check-routes` are generated from (a test checks the code uses no other name).
 */
export interface RequiredRoute {
  name: RouteName;
  /** Parameters the code puts in the path: the dump's route must have each as a placeholder. */
  path: readonly string[];
  /** Parameters the code sends that may be in the path or in the query string. */
  query?: readonly string[];
  /** HTTP method the code uses, for API routes (the dump's `methods` must allow it). */
  method?: string;
  /** When the widget needs it. */
  use: string;
}

export interface RouteProblem {
  widget: string;
  route: string;
  problem: string;
}

const placeholders = (definition: RouteDefinition): string[] =>
  [...(definition.tokens ?? []), ...(definition.hosttokens ?? [])]
    .filter((token) => token[0] === 'variable')
    .map((token) => token[3] as string);

const hasDefault = (definition: RouteDefinition, name: string): boolean =>
  !Array.isArray(definition.defaults) && Object.hasOwn(definition.defaults, name);

/** What a dump lacks for the given widgets' routes: missing names, placeholders, methods. */
export function checkRouteDump(
  manifest: RouteManifest,
  required: Readonly<Record<string, readonly RequiredRoute[]>>,
  locale?: string,
): RouteProblem[] {
  const router = new Router(manifest, locale, { protocol: 'http:', host: 'localhost' });
  const problems: RouteProblem[] = [];
  for (const [widget, routes] of Object.entries(required)) {
    for (const route of routes) {
      const report = (problem: string) => problems.push({ widget, route: route.name, problem });
      if (!router.has(route.name)) {
        report('missing from the dump (expose it: `options: {expose: true}`)');
        continue;
      }
      const { definition } = router.resolve(route.name);
      const inPath = placeholders(definition);
      for (const param of route.path) {
        if (!inPath.includes(param)) report(`has no {${param}} placeholder`);
      }
      const given = new Set(['_locale', ...route.path, ...(route.query ?? [])]);
      for (const param of inPath) {
        if (!given.has(param) && !hasDefault(definition, param))
          report(`needs {${param}}, which the widget does not send (give it a default)`);
      }
      const methods = (definition.methods ?? []).map((m) => m.toUpperCase());
      if (route.method && methods.length && !methods.includes(route.method))
        report(`allows ${methods.join(', ')}, the widget sends ${route.method}`);
    }
  }
  return problems;
}
