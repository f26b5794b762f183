import type { Auction } from '../model/auction';
import type { Step } from '../model/steps';
import { dateErrors, datesValid } from './dates';
import type { LocatedProblem } from './details-validation';
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

/**
 * The final check that judges each field of the auction; null where no rule does (any value
 * passes). Every field is here: one added to the model does not compile until it is given its
 * check or null, and a test holds each check's step to the field's own (STEP_OF_FIELD).
 */
export const CHECK_OF_FIELD = {
  id: null,
  uuid: null,
  title: 'title',
  mainCategoryId: 'category',
  categoryId: 'category',
  dateFixed: 'dates',
  sendDateFrom: 'dates',
  sendDateTo: 'dates',
  receiveDateFrom: 'dates',
  receiveDateTo: 'dates',
  distance: null,
  polylineString: null,
  description: 'description',
  priceEstimation: null,
  bookingSetPrice: 'price',
  isFixAvailable: null,
  vatInvoice: null,
  vatInvoiceCountry: null,
  type: null,
  pickupElevator: null,
  deliveryElevator: null,
  pickupFloor: null,
  deliveryFloor: null,
  totalWeight: null,
  status: null,
  token: null,
  fromAddress: 'addresses',
  toAddress: 'addresses',
  pictures: null,
  items: 'items',
} as const satisfies Readonly<Record<keyof Auction, FinalCheck | null>>;

/** The fields a rule judges. */
export type CheckedField = {
  [K in keyof typeof CHECK_OF_FIELD]: (typeof CHECK_OF_FIELD)[K] extends null ? never : K;
}[keyof typeof CHECK_OF_FIELD];

/** Which message an item's problem gets: the field's own, else the items' general one. */
const ITEM_CHECKS: Readonly<Partial<Record<string, FinalCheck>>> = {
  name: 'items',
  model: 'items',
  itemsNumber: 'itemCount',
};

const checkOfProblem = (problem: LocatedProblem): FinalCheck =>
  (problem.itemKey === null
    ? Object.hasOwn(CHECK_OF_FIELD, problem.field)
      ? (CHECK_OF_FIELD[problem.field as keyof Auction] as FinalCheck | null)
      : null
    : ITEM_CHECKS[problem.field]) ?? 'itemFields';

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
    const check = checkOfProblem(problem);
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
