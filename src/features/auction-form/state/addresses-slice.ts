import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { emptyAddress, type Address, type AddressEnd } from '../model/address';
import { auctionLoaded, hardReset } from './shared-actions';
import type { RootState } from './root-state';

export interface AddressesState {
  from: Address;
  to: Address;
}

const initialState = (): AddressesState => ({ from: emptyAddress(), to: emptyAddress() });

export const addressesSlice = createSlice({
  name: 'addresses',
  initialState,
  reducers: {
    setAddress(state, action: PayloadAction<{ which: AddressEnd; address: Address }>) {
      state[action.payload.which] = action.payload.address;
    },
    patchAddress(state, action: PayloadAction<{ which: AddressEnd; patch: Partial<Address> }>) {
      Object.assign(state[action.payload.which], action.payload.patch);
    },
  },
  // A soft reset keeps both addresses, so it is not handled here.
  extraReducers: (builder) => {
    builder
      .addCase(auctionLoaded, (_state, action) => ({
        from: { ...emptyAddress(), ...action.payload.auction.fromAddress },
        to: { ...emptyAddress(), ...action.payload.auction.toAddress },
      }))
      .addCase(hardReset, () => initialState());
  },
});

export const { setAddress, patchAddress } = addressesSlice.actions;

export const selectAddress =
  (which: AddressEnd) =>
  (state: RootState): Address =>
    state.addresses[which];
