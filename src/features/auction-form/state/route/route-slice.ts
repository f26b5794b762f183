import { createAction, createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AddressEnd } from '../../model/address';
import { isAddressValid } from '../../rules/address';
import type { RootState } from '../store/root-state';
import { hardReset } from '../store/shared-actions';
import {
  addressTextChanged,
  placePicked,
  placeResolved,
  placeResolveFailed,
} from './addresses-slice';

export type RouteLineStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The route step's requests in flight, owned by the store so they outlive the screen: the map line
 * (the line itself is the auction's distance and polyline) and the places being resolved. Page-life
 * state, never part of the draft.
 */
export interface RouteState {
  /** The last map-line request: the city pair it was for, and how it went. */
  line: { pair: string | null; status: RouteLineStatus };
  /** A place picked from the list is being resolved into a full address, per end. */
  resolving: Record<AddressEnd, boolean>;
}

const initialState = (): RouteState => ({
  line: { pair: null, status: 'idle' },
  resolving: { from: false, to: false },
});

/** Ask for the map line again (the retry button, Continue and submit after a failure). */
export const routeLineRequested = createAction('auctionForm/routeLineRequested');

export const routeSlice = createSlice({
  name: 'route',
  initialState,
  reducers: {
    routeLineStarted(state, action: PayloadAction<string>) {
      state.line = { pair: action.payload, status: 'loading' };
    },
    routeLineSettled(
      state,
      action: PayloadAction<{ pair: string | null; status: Exclude<RouteLineStatus, 'loading'> }>,
    ) {
      state.line = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(placePicked, (state, action) => {
        state.resolving[action.payload.which] = true;
      })
      .addCase(placeResolved, (state, action) => {
        state.resolving[action.payload.which] = false;
      })
      .addCase(placeResolveFailed, (state, action) => {
        state.resolving[action.payload.which] = false;
      })
      .addCase(addressTextChanged, (state, action) => {
        state.resolving[action.payload.which] = false;
      })
      .addCase(hardReset, () => initialState());
  },
});

export const { routeLineStarted, routeLineSettled } = routeSlice.actions;

/** The city pair the map line is drawn for (`fromCityId>toCityId`): both places chosen, else null. */
export const selectRoutePair = createSelector(
  [(state: RootState) => state.addresses.from, (state: RootState) => state.addresses.to],
  (from, to): string | null =>
    isAddressValid(from) && isAddressValid(to) && from.cityId !== null && to.cityId !== null
      ? `${from.cityId}>${to.cityId}`
      : null,
);

const hasLine = (state: RootState): boolean =>
  state.auction.distance !== null && state.auction.polylineString !== null;

/** The map line's state for the places chosen now. */
export function selectRouteLineStatus(state: RootState): RouteLineStatus {
  const pair = selectRoutePair(state);
  if (pair === null) return 'idle';
  const { line } = state.route;
  if (line.pair === pair) return line.status;
  // Never asked for these places (a state handed over whole): a line that came with them holds.
  return hasLine(state) ? 'ready' : 'idle';
}

export const selectResolvingPlace = (state: RootState, which: AddressEnd): boolean =>
  state.route.resolving[which];
