import type { Step } from '../model/steps';

/** The translation namespaces each step's screen renders with (loaded with its chunk, not after it). */
export const STEP_NAMESPACES: Readonly<Record<Step, readonly string[]>> = {
  categorySelection: [],
  route: ['auction-form-route'],
  shippingDetails: ['auction-form-details'],
  summary: ['auction-form-summary'],
};
