import { createAction } from '@reduxjs/toolkit';
import type { Auction, AuctionFields } from '../../model/auction';
import type { Item } from '../../model/item';
import type { Picture } from '../../model/picture';
import type { Step } from '../../model/steps';
import type { TransportDateRange } from '../../rules/dates';
import type { SoftResetFormFields } from '../../rules/soft-reset';

/** Actions every slice answers: each slice takes its own part of the entity. */
export const auctionLoaded = createAction<{
  auction: Auction;
  transportDateRange: TransportDateRange | null;
}>('auctionForm/auctionLoaded');

/** Category changed after step one (spec section 4): keep dates, addresses, distance and polyline. */
export const softReset = createAction('auctionForm/softReset');

/** What a soft reset cleared, kept aside so the customer can undo it. */
export interface SoftResetSnapshot {
  auction: AuctionFields;
  items: Item[];
  pictures: Picture[];
  form: SoftResetFormFields & { categoryName: string | null };
}

/** The customer undid the last soft reset: each slice takes its part back (rules in soft-reset.ts, resets.ts). */
export const softResetUndone = createAction<SoftResetSnapshot>('auctionForm/softResetUndone');

/** Back to an empty form, e.g. after a submit; keeps only the uuid given. */
export const hardReset = createAction<{ uuid: string | null }>('auctionForm/hardReset');

/** The price estimate's life (the listener beside the slices runs it; see `details/price-estimate-listener.ts`). */
export const estimateStarted = createAction('auctionForm/estimateStarted');
export const estimateReceived = createAction<{ value: number | null; computedFor: string }>(
  'auctionForm/estimateReceived',
);
/** No estimate describes the items any more (cleared measurements, a failed re-estimate). */
export const estimateDropped = createAction('auctionForm/estimateDropped');
/** The estimate of the items is wanted: at once (`now`, Next and submit) or after the typing pause (the estimate shown). */
export const estimateRequested = createAction<{ now: boolean }>('auctionForm/estimateRequested');

/** The title field is shown: suggest a title for the items if the customer has not typed one. */
export const titleRequested = createAction('auctionForm/titleRequested');

/** Write what is pending of the draft now: before a navigation the form starts, after a failed submit. */
export const draftFlushRequested = createAction('auctionForm/draftFlushRequested');
/** Stop saving the draft (a successful submit, just before the draft is forgotten). */
export const draftSavingStopped = createAction('auctionForm/draftSavingStopped');

/**
 * A step's screen will likely be wanted soon (the next-step prefetch). The screens' chunks are the
 * UI's: it answers by fetching the screen (ui/steps/registry.ts), so the store never imports one.
 */
export const screenWanted = createAction<Step>('auctionForm/screenWanted');

/** A step's screen is in the DOM with nothing left loading (the shell says so, before its paint). */
export const screenShown = createAction<Step>('auctionForm/screenShown');
