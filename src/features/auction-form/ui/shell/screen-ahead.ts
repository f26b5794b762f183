import type { Step } from '../../model/steps';

/**
 * The screen rendered ahead, hidden, while the customer is on `step`, so that Next only reveals it.
 *
 * Only the details screen, from the route step: it is the heaviest screen to build on a click (every
 * item's fields, the options, the estimate), and nothing the customer does on the route step
 * changes it. The route screen is not built on the category step, whose idle time goes to the
 * router and ky; the summary is not built on the details step, since it shows everything typed
 * there and would be built again on the click.
 */
export function screenAhead(step: Step | null): Step | null {
  return step === 'route' ? 'shippingDetails' : null;
}
