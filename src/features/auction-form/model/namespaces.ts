import type { Step } from './steps';

/** The form's translation namespace (its failure texts live in FAILURE_NAMESPACE). */
export const FORM_NAMESPACE = 'auction-form';

/** Each later step's screen texts, loaded with its chunk, not after it. */
export const ROUTE_NAMESPACE = 'auction-form-route';
export const DETAILS_NAMESPACE = 'auction-form-details';
export const SUMMARY_NAMESPACE = 'auction-form-summary';

/** The failure texts live with the summary's; the mount preloads them so an offline start-up can still say so. */
export const FAILURE_NAMESPACE = SUMMARY_NAMESPACE;

/** The translation namespaces each step's screen renders with. */
export const STEP_NAMESPACES: Readonly<Record<Step, readonly string[]>> = {
  categorySelection: [],
  route: [ROUTE_NAMESPACE],
  shippingDetails: [DETAILS_NAMESPACE],
  summary: [SUMMARY_NAMESPACE],
};
