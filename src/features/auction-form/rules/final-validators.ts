import type { Step } from '../model/steps';
import { dateErrors, datesValid } from './dates';
import {
  areItemsJudgeable,
  areRouteAddressesValid,
  detailsErrors,
  isCategoryChosen,
  type StepFacts,
} from './step-validity';

/** The last checks before a submit (spec section 5: "final validators run before submit"). */
export type FinalCheck =
  | 'category'
  | 'addresses'
  | 'datesPast'
  | 'dates'
  | 'items'
  | 'itemCount'
  | 'itemFields'
  | 'title'
  | 'description'
  | 'price';

/** Where each failure is fixed, for the link beside its message. */
export const CHECK_STEPS: Readonly<Record<FinalCheck, Step>> = {
  category: 'categorySelection',
  addresses: 'route',
  datesPast: 'route',
  dates: 'route',
  items: 'shippingDetails',
  itemCount: 'shippingDetails',
  itemFields: 'shippingDetails',
  title: 'shippingDetails',
  description: 'shippingDetails',
  price: 'shippingDetails',
};

/** Which message a details problem gets: the field's own, or the items' general one. */
const DETAILS_CHECKS: Readonly<Record<string, FinalCheck>> = {
  name: 'items',
  model: 'items',
  itemsNumber: 'itemCount',
  title: 'title',
  description: 'description',
  bookingSetPrice: 'price',
};

/**
 * Every failing check, in the order of the steps — the step-validity model's
 * verdicts, so the summary refuses exactly what the guards refuse. A draft
 * restored a day later can hold dates that are now past: that gets its own
 * message, since the customer did nothing wrong.
 */
export function runFinalValidators(facts: StepFacts): FinalCheck[] {
  const failed: FinalCheck[] = [];
  if (!isCategoryChosen(facts)) failed.push('category');
  if (!areRouteAddressesValid(facts)) failed.push('addresses');
  if (!datesValid(facts.dates, facts.range, facts.today)) {
    const errors = Object.values(dateErrors(facts.dates, facts.range, facts.today));
    failed.push(errors.includes('past') ? 'datesPast' : 'dates');
  }
  if (facts.details.items.length === 0) failed.push('items');
  for (const problem of detailsErrors(facts)) {
    const check = DETAILS_CHECKS[problem.field] ?? 'itemFields';
    if (!failed.includes(check)) failed.push(check);
  }
  // Items the guards cannot judge yet (their field definitions still loading) are not passed
  // either; a details problem already found sends the customer to the same step.
  if (
    !areItemsJudgeable(facts) &&
    !failed.some((check) => CHECK_STEPS[check] === 'shippingDetails')
  )
    failed.push('itemFields');
  return failed;
}

export const isFinalCheck = (value: string): value is FinalCheck => value in CHECK_STEPS;
