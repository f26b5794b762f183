import { TaskAbortError } from '@reduxjs/toolkit';
import { REHYDRATE } from 'redux-persist';
import { setRoute } from '../store/auction-slice';
import type { StartListening } from '../store/listener-types';
import { requestWhileActive } from '../store/request-while-active';
import type { RootState } from '../store/root-state';
import { auctionLoaded } from '../store/shared-actions';
import type { AppThunk } from '../store/types';
import { waitForState } from '../store/wait-for-state';
import {
  routeLineRequested,
  routeLineSettled,
  routeLineStarted,
  selectRouteLineStatus,
  selectRoutePair,
} from './route-slice';

const NO_ROUTE = { distance: null, polylineString: null };

/** Submit waits this long for a map line on its way; then it posts what it has. */
const ROUTE_WAIT_MS = 10_000;

const hasLine = (state: RootState): boolean =>
  state.auction.distance !== null && state.auction.polylineString !== null;

/**
 * The auction's distance and polyline follow the two places (api_map_polyline for their cities).
 * Here, beside the store, and not in the route screen: leaving the step, Continue included, does
 * not cancel the request, and the line arrives wherever the customer is by then. A newer pair (or
 * a retry) cancels the older request; a line that came with the places (a restored draft, a
 * loaded auction) is kept, not asked again; a failed one is named on the route step and asked
 * again by its button, by Continue and by submit.
 */
export function startRouteLineListener(startListening: StartListening) {
  startListening({
    predicate: (action, current, previous) =>
      routeLineRequested.match(action) || selectRoutePair(current) !== selectRoutePair(previous),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      const pair = selectRoutePair(state);
      if (pair === null) {
        if (state.auction.polylineString !== null || state.auction.distance !== null)
          api.dispatch(setRoute(NO_ROUTE));
        api.dispatch(routeLineSettled({ pair: null, status: 'idle' }));
        return;
      }
      // REHYDRATE: redux-persist restored the draft (draft/persist-config.ts).
      if ((action.type === REHYDRATE || auctionLoaded.match(action)) && hasLine(state)) {
        api.dispatch(routeLineSettled({ pair, status: 'ready' }));
        return;
      }
      api.dispatch(routeLineStarted(pair));
      const [fromCity, toCity] = pair.split('>').map(Number) as [number, number];
      try {
        const line = await requestWhileActive(api, () =>
          api.extra.client.routeBetween(fromCity, toCity, api.signal),
        );
        api.dispatch(setRoute(line));
        api.dispatch(routeLineSettled({ pair, status: 'ready' }));
      } catch (error) {
        // Cancelled by a newer pair or a retry: that run owns the line now.
        if (error instanceof TaskAbortError) return;
        api.dispatch(setRoute(NO_ROUTE));
        api.dispatch(routeLineSettled({ pair, status: 'failed' }));
      }
    },
  });
}

/**
 * The map line of the places chosen now, before it is needed (Continue, submit): a failed or
 * missing one is asked again; the caller may wait for the answer, at most `timeoutMs`.
 */
export const settleRouteLine =
  (timeoutMs = ROUTE_WAIT_MS): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const status = selectRouteLineStatus(getState());
    if (status === 'ready' || selectRoutePair(getState()) === null) return;
    if (status !== 'loading') dispatch(routeLineRequested());
    await waitForState(
      dispatch,
      getState,
      (state) => selectRouteLineStatus(state) !== 'loading',
      timeoutMs,
    );
  };
