import { createSelector } from '@reduxjs/toolkit';
import { today } from '@/core/dates/calendar-day';
import type { Auction } from '../../model/auction';
import { stepValidity, type StepFacts, type StepValidity } from '../../rules/step-validity';
import { detailsInputOf } from '../details/details-context';
import { selectDateFields } from './auction-slice';
import type { RootState } from './root-state';

/** Cross-slice selectors: derived values are computed here, never stored twice. */

/** Everything the step-validity model reads, as of now (dates are judged against today). */
export const selectStepFacts = (state: RootState, locale: string): StepFacts => ({
  mainCategoryId: state.auction.mainCategoryId,
  categoryId: state.auction.categoryId,
  from: state.addresses.from,
  to: state.addresses.to,
  dates: selectDateFields(state),
  range: state.form.transportDateRange,
  today: today(),
  details: detailsInputOf(state, locale),
});

export const selectStepValidity = (state: RootState, locale: string): StepValidity =>
  stepValidity(selectStepFacts(state, locale));

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
