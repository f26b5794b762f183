import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressSuggestion } from '../../api/address-lookup';
import { emptyAddress, type Address, type AddressEnd } from '../../model/address';
import {
  addressResolved,
  addressResolveFailed,
  addressTyped,
  type GeoCodingError,
  type ResolvedPlace,
} from '../../rules/address-edits';
import type { RootState } from '../store/root-state';
import { auctionLoaded, hardReset } from '../store/shared-actions';

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
    /** The customer types in the field: the geocoded place goes (the resolution listener stops). */
    addressTextChanged(state, action: PayloadAction<{ which: AddressEnd; text: string }>) {
      const { which, text } = action.payload;
      state[which] = addressTyped(state[which], text);
    },
    /**
     * A suggestion is picked: its text shows at once; the resolution listener asks for the place.
     * Until it answers the address names no place, so neither a draft written meanwhile nor the map
     * line keeps the place chosen before under the new text.
     */
    placePicked(
      state,
      action: PayloadAction<{ which: AddressEnd; suggestion: AddressSuggestion }>,
    ) {
      const { which, suggestion } = action.payload;
      state[which] = addressTyped(state[which], suggestion.label);
    },
    placeResolved(
      state,
      action: PayloadAction<{ which: AddressEnd; resolved: ResolvedPlace; label: string }>,
    ) {
      const { which, resolved, label } = action.payload;
      state[which] = addressResolved(state[which], resolved, label);
    },
    placeResolveFailed(
      state,
      action: PayloadAction<{ which: AddressEnd; label: string; error: GeoCodingError }>,
    ) {
      const { which, label, error } = action.payload;
      state[which] = addressResolveFailed(state[which], label, error);
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

export const {
  setAddress,
  patchAddress,
  addressTextChanged,
  placePicked,
  placeResolved,
  placeResolveFailed,
} = addressesSlice.actions;

export const selectAddress =
  (which: AddressEnd) =>
  (state: RootState): Address =>
    state.addresses[which];
