import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyAuctionFields, type Auction, type AuctionFields } from '../../model/auction';
import { pickDates, type DateFields } from '../../model/auction';
import { softResetAuction, undoSoftResetAuction } from '../../rules/soft-reset';
import type { RootState } from './root-state';
import {
  auctionLoaded,
  estimateDropped,
  estimateReceived,
  hardReset,
  softReset,
  softResetUndone,
} from './shared-actions';

function fieldsOf(auction: Auction): AuctionFields {
  const {
    fromAddress: _from,
    toAddress: _to,
    pictures: _pictures,
    items: _items,
    ...fields
  } = auction;
  return { ...emptyAuctionFields(), ...fields, dateFixed: fields.dateFixed ?? true };
}

export const auctionSlice = createSlice({
  name: 'auction',
  initialState: emptyAuctionFields(),
  reducers: {
    patchAuction(state, action: PayloadAction<Partial<AuctionFields>>) {
      Object.assign(state, action.payload);
    },
    setRoute(
      state,
      action: PayloadAction<{ distance: number | null; polylineString: string | null }>,
    ) {
      state.distance = action.payload.distance;
      state.polylineString = action.payload.polylineString;
    },
    setDates(state, action: PayloadAction<Partial<DateFields>>) {
      Object.assign(state, action.payload);
    },
    setCategory(
      state,
      action: PayloadAction<{ mainCategoryId: number | null; categoryId: number | null }>,
    ) {
      state.mainCategoryId = action.payload.mainCategoryId;
      state.categoryId = action.payload.categoryId;
    },
    setMainCategory(state, action: PayloadAction<number | null>) {
      state.mainCategoryId = action.payload;
    },
    setUuid(state, action: PayloadAction<string>) {
      state.uuid = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(auctionLoaded, (_state, action) => fieldsOf(action.payload.auction))
      .addCase(estimateReceived, (state, action) => {
        state.priceEstimation = action.payload.value;
      })
      .addCase(estimateDropped, (state) => {
        state.priceEstimation = null;
      })
      .addCase(softReset, (state) => softResetAuction(state))
      .addCase(softResetUndone, (state, action) =>
        undoSoftResetAuction(state, action.payload.auction),
      )
      .addCase(hardReset, (_state, action) => emptyAuctionFields(action.payload.uuid));
  },
});

export const { patchAuction, setRoute, setDates, setCategory, setMainCategory, setUuid } =
  auctionSlice.actions;

export const selectCategoryId = (state: RootState): number | null => state.auction.categoryId;
export const selectMainCategoryId = (state: RootState): number | null =>
  state.auction.mainCategoryId;
export const selectDateFields = (state: RootState): DateFields => pickDates(state.auction);
/** Every field of the auction, as the summary reads them. */
export const selectAuctionFields = (state: RootState): AuctionFields => state.auction;
/** One field of the auction, for a part that is told which (a floor, a lift). */
export const selectAuctionField = <K extends keyof AuctionFields>(
  state: RootState,
  key: K,
): AuctionFields[K] => state.auction[key];
export const selectTitle = (state: RootState) => state.auction.title;
export const selectDescription = (state: RootState) => state.auction.description;
export const selectDistance = (state: RootState) => state.auction.distance;
export const selectPolylineString = (state: RootState) => state.auction.polylineString;
export const selectBookingSetPrice = (state: RootState) => state.auction.bookingSetPrice;
export const selectIsFixAvailable = (state: RootState) => state.auction.isFixAvailable;
export const selectServiceType = (state: RootState) => state.auction.type;
export const selectVatInvoice = (state: RootState) => state.auction.vatInvoice;
export const selectVatInvoiceCountry = (state: RootState) => state.auction.vatInvoiceCountry;
/** The total weight as typed (null while it is derived from the items: `selectTotalWeight`, details/items-slice.ts). */
export const selectTypedTotalWeight = (state: RootState) => state.auction.totalWeight;
