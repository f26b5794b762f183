import type { Step } from '../model/steps';

export interface GuardFacts {
  categoryId: number | null;
  addressesValid: boolean;
  /** Addresses and dates together: what the summary needs from the route step. */
  routeDataValid: boolean;
}

/**
 * Where a request for `requested` really lands (spec section 2): nothing
 * without a category; details and summary need valid addresses; summary also
 * needs valid route data. Each failure falls back to the earliest step that
 * can fix it.
 */
export function resolveStep(requested: Step, facts: GuardFacts): Step {
  if (requested === 'categorySelection') return requested;
  if (facts.categoryId === null) return 'categorySelection';
  if ((requested === 'shippingDetails' || requested === 'summary') && !facts.addressesValid)
    return 'route';
  if (requested === 'summary' && !facts.routeDataValid) return 'route';
  return requested;
}
