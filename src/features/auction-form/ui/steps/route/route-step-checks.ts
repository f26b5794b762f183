import type { IsoDay } from '@/core/dates/calendar-day';
import type { Address } from '@/features/auction-form/model/address';
import { DATE_FIELDS } from '@/features/auction-form/model/auction';
import { isAddressValid } from '@/features/auction-form/rules/address';
import {
  dateErrors,
  datesValid,
  type DateErrorKey,
  type DateErrors,
  type DateField,
  type DateFields,
  type TransportDateRange,
} from '@/features/auction-form/rules/dates';
import {
  areRouteAddressesValid,
  isRouteDataValid,
} from '@/features/auction-form/rules/step-validity';

/** Every field of the route step that can be invalid, in screen (and focus) order. */
export type RouteField = 'from' | 'to' | 'range' | DateField;

export interface RouteStepFacts {
  from: Address;
  to: Address;
  dates: DateFields;
  range: TransportDateRange | null;
  today: IsoDay;
}

/**
 * The route step can be left when its data is valid: both addresses (spec section 5) and the
 * dates (section 4). The verdict is the step-validity model's, the one the guards and the summary
 * ask, so the screen's Continue can never disagree with them.
 */
export const isRouteStepComplete = (facts: RouteStepFacts): boolean => isRouteDataValid(facts);

export const routeDateErrors = (facts: RouteStepFacts): DateErrors =>
  facts.range ? dateErrors(facts.dates, facts.range, facts.today) : {};

/**
 * When a date's error is shown. A missing date waits until the customer moved
 * on (blur) or pressed Next; a wrong date shows once they changed it; a date
 * in the past shows at once, touched or not: it came with the edited auction
 * or a saved draft, and the customer must see why the dates they chose no
 * longer do.
 */
export function isDateErrorShown(
  error: DateErrorKey,
  touched: { attempted: boolean; blurred: boolean; changed: boolean },
): boolean {
  if (touched.attempted || touched.blurred || error === 'past') return true;
  return error !== 'required' && touched.changed;
}

/** The first field, in screen order, that stops the customer from going on; null when none does. */
export function firstInvalidField(facts: RouteStepFacts): RouteField | null {
  if (!isAddressValid(facts.from)) return 'from';
  if (!isAddressValid(facts.to)) return 'to';
  if (!facts.range) return 'range';
  const errors = routeDateErrors(facts);
  const dateField = DATE_FIELDS.find((field) => errors[field]);
  if (dateField) return dateField;
  // Range chosen and no field error, yet invalid (e.g. flex with fixed dates restored): the options fix it.
  return datesValid(facts.dates, facts.range, facts.today) ? null : 'range';
}

/** Which hint the Continue button carries: only what is still missing, so it goes once both places are chosen. */
export type MissingHint = 'incomplete' | 'incompletePlaces' | 'incompleteDates' | null;

export function missingHint(facts: RouteStepFacts): MissingHint {
  const places = areRouteAddressesValid(facts);
  const dates = datesValid(facts.dates, facts.range, facts.today);
  if (places && dates) return null;
  if (places) return 'incompleteDates';
  return dates ? 'incompletePlaces' : 'incomplete';
}
