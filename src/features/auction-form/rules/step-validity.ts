import type { IsoDay } from '@/core/dates/calendar-day';
import type { Address } from '../model/address';
import { STEPS, type Step } from '../model/steps';
import { areAddressesValid } from './address';
import { datesValid, type DateFields, type TransportDateRange } from './dates';
import {
  blocking,
  validateDetails,
  type DetailsInput,
  type LocatedProblem,
} from './details-validation';

/**
 * The one step-validity model (spec sections 2, 4 and 5): a pure function
 * per step over the form's state. The guards, the steps bar, Next, the
 * summary and the final validators all ask these, so no path can reach the
 * summary (or post) past a step one of them would refuse.
 */
export interface StepFacts {
  mainCategoryId: number | null;
  categoryId: number | null;
  from: Address;
  to: Address;
  dates: DateFields;
  range: TransportDateRange | null;
  /** The visitor's calendar day: dates before it are past. */
  today: IsoDay;
  details: DetailsInput;
}

/** Step one: a category is chosen, with its main category (the API takes both; one without the other is not a choice). */
export const isCategoryChosen = (
  facts: Pick<StepFacts, 'mainCategoryId' | 'categoryId'>,
): boolean => facts.categoryId !== null && facts.mainCategoryId !== null;

/** Spec section 5: "valid on the route step when both addresses are valid". */
export const areRouteAddressesValid = (facts: Pick<StepFacts, 'from' | 'to'>): boolean =>
  areAddressesValid(facts.from, facts.to);

/** Spec section 2, "route data": both addresses and the dates (section 4) — what the route step's Next asks. */
export const isRouteDataValid = (
  facts: Pick<StepFacts, 'from' | 'to' | 'dates' | 'range' | 'today'>,
): boolean => areRouteAddressesValid(facts) && datesValid(facts.dates, facts.range, facts.today);

/** The details step's blocking problems (errors, not warnings), in screen order. */
export const detailsErrors = (facts: Pick<StepFacts, 'details'>): LocatedProblem[] =>
  blocking(validateDetails(facts.details));

/**
 * Every item can be judged: the lookups its checks depend on have answered. Until then the
 * details step is unchecked, so a summary opened from its URL cannot pass an item whose field
 * definitions (a mandatory weight) are not known yet.
 */
export const areItemsJudgeable = (facts: Pick<StepFacts, 'details'>): boolean =>
  !facts.details.items.some((item) => facts.details.contextOf(item).definitionsPending);

/** The details step's validators report no error on at least one item: a request with nothing to carry is no request. */
export const areDetailsValid = (facts: Pick<StepFacts, 'details'>): boolean =>
  facts.details.items.length > 0 && areItemsJudgeable(facts) && detailsErrors(facts).length === 0;

/** The model's verdicts, each named after the seed's rule. */
export interface StepValidity {
  /** Step one's rule: a category (with its main category) is chosen. */
  categoryChosen: boolean;
  /** Section 5: both addresses are valid. */
  routeAddressesValid: boolean;
  /** Section 2: addresses and dates, what the summary needs from the route step. */
  routeDataValid: boolean;
  /** There is an item, and the details step's validators report no error. */
  detailsValid: boolean;
}

const RULES: Readonly<Record<keyof StepValidity, (facts: StepFacts) => boolean>> = {
  categoryChosen: isCategoryChosen,
  routeAddressesValid: areRouteAddressesValid,
  routeDataValid: isRouteDataValid,
  detailsValid: areDetailsValid,
};

/**
 * The model's verdicts over the facts, each judged when first read: a move reads only the rules
 * of the step it asks for, so Next into the details step never runs the details' validators
 * (every item's fields) inside the click.
 */
export function stepValidity(facts: StepFacts): StepValidity {
  const verdicts: Partial<StepValidity> = {};
  const validity = {} as StepValidity;
  for (const name of Object.keys(RULES) as (keyof StepValidity)[])
    Object.defineProperty(validity, name, {
      enumerable: true,
      get: () => (verdicts[name] ??= RULES[name](facts)),
    });
  return validity;
}

/**
 * What each step needs, in step order, and where a failure is fixed (spec
 * section 2): no category goes to category selection; details need valid
 * addresses; the summary needs the route data and the details.
 */
const REQUIREMENTS: Readonly<Record<Step, ReadonlyArray<readonly [keyof StepValidity, Step]>>> = {
  categorySelection: [],
  route: [['categoryChosen', 'categorySelection']],
  shippingDetails: [
    ['categoryChosen', 'categorySelection'],
    ['routeAddressesValid', 'route'],
  ],
  summary: [
    ['categoryChosen', 'categorySelection'],
    ['routeDataValid', 'route'],
    ['detailsValid', 'shippingDetails'],
  ],
};

/** What a step's own Next checks before moving on; the summary has nothing of its own. */
const OWN_RULE: Readonly<Record<Step, keyof StepValidity | null>> = {
  categorySelection: 'categoryChosen',
  route: 'routeDataValid',
  shippingDetails: 'detailsValid',
  summary: null,
};

export const isStepValid = (step: Step, validity: StepValidity): boolean => {
  const rule = OWN_RULE[step];
  return rule === null || validity[rule];
};

/** The first step before `requested` that must be fixed first, or null when every requirement holds. */
function firstInvalidStepBefore(requested: Step, validity: StepValidity): Step | null {
  return REQUIREMENTS[requested].find(([rule]) => !validity[rule])?.[1] ?? null;
}

/**
 * Where a request for a step lands: the step itself when its requirements
 * hold, otherwise the first step that fixes what fails (a steps-bar jump, a
 * history move or a reload alike). Going back is always allowed.
 */
export const resolveStep = (requested: Step, validity: StepValidity): Step =>
  firstInvalidStepBefore(requested, validity) ?? requested;

/** Every step a customer could move to now, for the steps bar. */
export const reachableSteps = (validity: StepValidity): Step[] =>
  STEPS.filter((step) => firstInvalidStepBefore(step, validity) === null);
