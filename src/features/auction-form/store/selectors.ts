import { createSelector } from '@reduxjs/toolkit';
import moment from 'moment';
import { datesValid } from '../rules/dates';
import type { GuardFacts } from '../rules/step-guards';
import { isRouteDataValid } from '../rules/route-validity';
import { selectAddressesValid } from './addresses-slice';
import { selectDateFields } from './auction-slice';
import type { Auction } from '../model/auction';
import type { RootState } from './root-reducer';

/** Cross-slice selectors: derived values are computed here, never stored twice. */

export const selectDatesValid = (state: RootState): boolean =>
  datesValid(selectDateFields(state), state.form.transportDateRange, moment());

export const selectRouteDataValid = (state: RootState): boolean =>
  isRouteDataValid(
    state.addresses.from,
    state.addresses.to,
    selectDateFields(state),
    state.form.transportDateRange,
    moment(),
  );

export const selectGuardFacts = (state: RootState): GuardFacts => ({
  categoryId: state.auction.categoryId,
  addressesValid: selectAddressesValid(state),
  routeDataValid: selectRouteDataValid(state),
});

/** The whole entity as the API takes it. */
export const selectAuction = createSelector(
  [
    (state: RootState) => state.auction,
    (state: RootState) => state.items,
    (state: RootState) => state.pictures,
    (state: RootState) => state.addresses,
  ],
  (fields, items, pictures, addresses): Auction => ({
    ...fields,
    items,
    pictures,
    fromAddress: addresses.from,
    toAddress: addresses.to,
  }),
);
