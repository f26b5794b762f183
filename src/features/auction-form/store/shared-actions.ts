import { createAction } from '@reduxjs/toolkit';
import type { Auction } from '../model/auction';
import type { TransportDateRange } from '../rules/dates';

/** Actions every slice answers: each slice takes its own part of the entity. */
export const auctionLoaded = createAction<{
  auction: Auction;
  transportDateRange: TransportDateRange | null;
}>('auctionForm/auctionLoaded');

/** Category changed after step one (spec section 4): keep dates, addresses, distance and polyline. */
export const softReset = createAction('auctionForm/softReset');

/** Back to an empty form, e.g. after a submit; keeps only the uuid given. */
export const hardReset = createAction<{ uuid: string | null }>('auctionForm/hardReset');
