import type { Step } from './steps';

/** The form's translation namespace (its failure texts live in FAILURE_NAMESPACE). */
export const FORM_NAMESPACE = 'auction-form';

/** The failure texts live with the summary's; the mount preloads them so an offline start-up can still say so. */
export const FAILURE_NAMESPACE = 'auction-form-summary';

/** The translation namespaces each step's screen renders with (loaded with its chunk, not after it). */
export const STEP_NAMESPACES: Readonly<Record<Step, readonly string[]>> = {
  categorySelection: [],
  route: ['auction-form-route'],
  shippingDetails: ['auction-form-details'],
  summary: ['auction-form-summary'],
};
