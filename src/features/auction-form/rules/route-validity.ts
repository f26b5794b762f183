import type moment from 'moment';
import type { Address } from '../model/address';
import { areAddressesValid } from './address';
import { datesValid, type DateFields, type TransportDateRange } from './dates';

/** Spec section 5: the route step is valid when both addresses are. */
export const isRouteStepValid = (from: Address, to: Address): boolean =>
  areAddressesValid(from, to);

/** What leaving the route step for the summary needs: valid addresses and valid dates. */
export const isRouteDataValid = (
  from: Address,
  to: Address,
  dates: DateFields,
  range: TransportDateRange | null,
  today: moment.Moment,
): boolean => isRouteStepValid(from, to) && datesValid(dates, range, today);
