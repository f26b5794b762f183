import type { RouteDefinition, RouteManifest } from './manifest';
import type { RouteName } from './route-names';
import { MISSING_ROUTE, type RouteProblem } from './route-problems';
import { Router } from './router';
import { asRecord } from './values';

export { formatRouteProblem, MISSING_ROUTE, type RouteProblem } from './route-problems';

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
  /**
   * Not needed when the widget's node sets one of these attributes (`data-hub-url`; `data-mode=edit`
   * for one value). An empty attribute is not set.
   */
  unless?: readonly string[];
  /** Needed only when the widget's node sets one of these attributes. */
  onlyWith?: readonly string[];
  /** Not needed on a page that also holds this widget (the login helper's flow replaces the route). */
  unlessWidget?: string;
}

/** A widget node of a page: its widget name and its data attributes (`data-hub-url` → value). */
export interface PageNode {
  widget: string;
  attributes: Readonly<Record<string, string>>;
}

/** `data-x` is set (not empty), or `data-x=v` has that value. */
function sets(attributes: Readonly<Record<string, string>>, condition: string): boolean {
  const at = condition.indexOf('=');
  if (at < 0) return (attributes[condition] ?? '').trim() !== '';
  return attributes[condition.slice(0, at)] === condition.slice(at + 1);
}

/** Whether a node with these attributes, on a page holding these widgets, resolves the route. */
export const neededBy = (
  route: RequiredRoute,
  attributes: Readonly<Record<string, string>>,
  pageWidgets: ReadonlySet<string> = new Set(),
) =>
  !(route.unlessWidget && pageWidgets.has(route.unlessWidget)) &&
  !(route.unless ?? []).some((c) => sets(attributes, c)) &&
  (route.onlyWith === undefined || route.onlyWith.some((c) => sets(attributes, c)));

/**
 * The routes a page needs: only the widgets it holds, and of each only the routes one of its nodes
 * resolves with the attributes it sets.
 */
export function routesForPage(
  required: Readonly<Record<string, readonly RequiredRoute[]>>,
  nodes: readonly PageNode[],
): Record<string, RequiredRoute[]> {
  const out: Record<string, RequiredRoute[]> = {};
  const widgets = new Set(nodes.map((node) => node.widget));
  for (const [widget, routes] of Object.entries(required)) {
    const own = nodes.filter((node) => node.widget === widget);
    const needed = routes.filter((route) =>
      own.some((node) => neededBy(route, node.attributes, widgets)),
    );
    if (needed.length) out[widget] = needed;
  }
  return out;
}

/** The attributes that make a route optional, in words: `not needed where the node sets data-hub-url`. */
export function conditionText(route: RequiredRoute): string {
  const words = (list: readonly string[]) => list.map((c) => `\`${c}\``).join(' or ');
  return [
    route.unless?.length ? `not needed where the node sets ${words(route.unless)}` : '',
    route.onlyWith?.length ? `needed only where the node sets ${words(route.onlyWith)}` : '',
    route.unlessWidget ? `not needed on a page with the ${route.unlessWidget} widget` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

const placeholders = (definition: RouteDefinition): string[] =>
  [...(definition.tokens ?? []), ...(definition.hosttokens ?? [])]
    .filter((token) => token[0] === 'variable')
    .map((token) => token[3] as string);

const hasDefault = (definition: RouteDefinition, name: string): boolean =>
  Object.hasOwn(asRecord(definition.defaults), name);

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
      const condition = conditionText(route);
      const report = (problem: string) =>
        problems.push({ widget, route: route.name, problem, ...(condition ? { condition } : {}) });
      if (!router.has(route.name)) {
        report(MISSING_ROUTE);
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
