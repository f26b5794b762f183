import type moment from 'moment';
import type { Address } from '../model/address';
import type { Item } from '../model/item';
import type { Step } from '../model/steps';
import { areAddressesValid } from '../rules/address';
import { dateErrors, datesValid, type DateFields, type TransportDateRange } from '../rules/dates';

/** The last checks before a submit (spec section 5: "final validators run before submit"). */
export type FinalCheck =
  | 'category'
  | 'addresses'
  | 'datesPast'
  | 'dates'
  | 'items'
  | 'itemCount'
  | 'title'
  | 'description';

/** Where each failure is fixed, for the link beside its message. */
export const CHECK_STEPS: Readonly<Record<FinalCheck, Step>> = {
  category: 'categorySelection',
  addresses: 'route',
  datesPast: 'route',
  dates: 'route',
  items: 'shippingDetails',
  itemCount: 'shippingDetails',
  title: 'shippingDetails',
  description: 'shippingDetails',
};

/** The same limits as the details screen, so a draft edited elsewhere cannot slip past them. */
export const TITLE_MAX_LENGTH = 80;
export const DESCRIPTION_MAX_LENGTH = 5000;

export interface FinalFacts {
  categoryId: number | null;
  from: Address;
  to: Address;
  dates: DateFields;
  range: TransportDateRange | null;
  items: readonly Item[];
  title: string | null;
  isTitleEnteredByUser: boolean;
  description: string | null;
  today: moment.Moment;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/**
 * Every failing check, in the order of the steps. A draft restored a day
 * later can hold dates that are now past: that gets its own message, since
 * the customer did nothing wrong.
 */
export function runFinalValidators(facts: FinalFacts): FinalCheck[] {
  const failed: FinalCheck[] = [];
  if (facts.categoryId === null) failed.push('category');
  if (!areAddressesValid(facts.from, facts.to)) failed.push('addresses');
  if (!datesValid(facts.dates, facts.range, facts.today)) {
    const errors = Object.values(dateErrors(facts.dates, facts.range, facts.today));
    failed.push(errors.includes('past') ? 'datesPast' : 'dates');
  }
  if (facts.items.length === 0 || facts.items.some((i) => !filled(i.name) && !filled(i.model)))
    failed.push('items');
  if (facts.items.some((i) => i.itemsNumber !== null && !(i.itemsNumber >= 1)))
    failed.push('itemCount');
  const title = (facts.title ?? '').trim();
  if ((facts.isTitleEnteredByUser && title === '') || title.length > TITLE_MAX_LENGTH)
    failed.push('title');
  if ((facts.description ?? '').length > DESCRIPTION_MAX_LENGTH) failed.push('description');
  return failed;
}

export const isFinalCheck = (value: string): value is FinalCheck => value in CHECK_STEPS;
