// The words of a route problem, apart from the check itself (which builds a Router): a widget
// that falls back when its route is missing says so without loading the router's code.

export interface RouteProblem {
  widget: string;
  route: string;
  problem: string;
  /** The attributes that make the route optional (conditionText), when some do. */
  condition?: string;
}

/** What `check-routes` says of a name the dump lacks; the run-time fallbacks say it the same way. */
export const MISSING_ROUTE = 'missing from the dump (expose it: `options: {expose: true}`)';

/** One problem as `npm run check-routes` prints it: `name (widget): problem`. */
export const formatRouteProblem = (p: RouteProblem): string =>
  `${p.route} (${p.widget}): ${p.problem}${p.condition ? ` (${p.condition})` : ''}`;
