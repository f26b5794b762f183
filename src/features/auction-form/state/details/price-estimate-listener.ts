import { addListener, createSelector, TaskAbortError } from '@reduxjs/toolkit';
import { PREDICTION_TIMEOUT_MS } from '../../api/price-estimate';
import {
  currentEstimate,
  estimateKey,
  hasPriceModel,
  predictionParams,
  type PredictionParams,
} from '../../rules/price-estimate';
import type { StartListening } from '../store/listener-types';
import { requestWhileActive } from '../store/request-while-active';
import type { RootState } from '../store/root-state';
import {
  estimateDropped,
  estimateReceived,
  estimateRequested,
  estimateStarted,
} from '../store/shared-actions';
import type { AppThunk, FormExtra } from '../store/types';
import { selectTotalWeight } from './items-slice';

/**
 * What the price model would be given now, as one string ('' when no estimate applies).
 * Memoised on its inputs: the listener's predicate and the estimate on screen ask for it on
 * every store update, and only a change of what the model reads makes a new string.
 */
export const selectEstimateKey = createSelector(
  [
    (state: RootState) => state.auction.categoryId,
    (state: RootState) => state.auction.distance,
    (state: RootState) => state.auction.dateFixed,
    selectTotalWeight,
    (state: RootState) => state.addresses.from,
    (state: RootState) => state.addresses.to,
    (state: RootState) => state.items,
    (_state: RootState, currency: string) => currency,
  ],
  (categoryId, distance, dateFixed, totalWeight, from, to, items, currency): string =>
    estimateKey(
      predictionParams({ currency, categoryId, distance, dateFixed, totalWeight, from, to, items }),
    ),
);

/** The estimate of the items there are now, or null: what is shown and what is posted. */
export const selectCurrentEstimate = (state: RootState, currency: string): number | null =>
  currentEstimate(
    { priceEstimation: state.auction.priceEstimation, computedFor: state.form.estimateFor ?? null },
    selectEstimateKey(state, currency),
  );

/**
 * What the store holds is the estimate of the items whose key is `key`, with nothing pending: their
 * figure, or none when there is nothing to estimate. The listener then has nothing to do.
 */
const estimateHolds = (state: RootState, key: string): boolean =>
  !state.form.isWaitingForPriceEstimate &&
  (key === '' ? state.auction.priceEstimation === null : state.form.estimateFor === key);

/**
 * The estimate's one home (spec sections 4 and 7). Every change of what the
 * model reads restarts the pause in typing (the listener's own cancellation, not a
 * component's timer, so a step change does not cancel it); `estimateRequested`
 * with `now` skips the pause. The figure is stored with the key it was computed for; a
 * failure or nothing left to estimate drops the old figure.
 */
export function startPriceEstimateListener(startListening: StartListening, env: FormExtra) {
  if (!hasPriceModel(env.currency)) return;
  const keyOf = (state: RootState) => selectEstimateKey(state, env.currency);
  startListening({
    predicate: (action, current, previous) =>
      estimateRequested.match(action) || keyOf(current) !== keyOf(previous),
    effect: async (action, api) => {
      api.cancelActiveListeners();
      const state = api.getState();
      const key = keyOf(state);
      if (estimateHolds(state, key)) return;
      if (key === '') {
        api.dispatch(estimateDropped());
        return;
      }
      if (state.form.estimateFor === key) {
        // Back to the items of the stored figure (an undo): it holds again.
        api.dispatch(estimateReceived({ value: state.auction.priceEstimation, computedFor: key }));
        return;
      }
      // From here the figure shown is not these items': the estimate shows as pending.
      if (!state.form.isWaitingForPriceEstimate) api.dispatch(estimateStarted());
      try {
        if (!(estimateRequested.match(action) && action.payload.now))
          await api.delay(env.pauses.estimateMs);
        const value = await requestWhileActive(api, () =>
          api.extra.client.estimatePrice(JSON.parse(key) as PredictionParams, {
            signal: api.signal,
          }),
        );
        if (value === false) api.dispatch(estimateDropped());
        else api.dispatch(estimateReceived({ value, computedFor: key }));
      } catch (error) {
        // Cancelled by a newer change: that run owns the estimate now.
        if (error instanceof TaskAbortError) return;
        api.dispatch(estimateDropped());
      }
    },
  });
}

/**
 * The estimate is shown (its screen revealed, a draft or a loaded auction on it): asked for unless
 * the store already holds what the listener would leave there, the figure of these items or, with
 * nothing to estimate, none. A revealed screen then wakes no subscriber for an estimate it has.
 */
export const estimateShown = (): AppThunk => (dispatch, getState, env) => {
  if (!hasPriceModel(env.currency)) return;
  const state = getState();
  if (!estimateHolds(state, selectEstimateKey(state, env.currency)))
    dispatch(estimateRequested({ now: false }));
};

/**
 * Next and submit: the estimate of the items as they are, asked at once if it
 * is pending, waited for at most `timeoutMs`. Whatever happens, only an
 * estimate of these items is posted (selectCurrentEstimate).
 */
export const settleEstimate =
  (timeoutMs = PREDICTION_TIMEOUT_MS + 1000): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    if (!hasPriceModel(env.currency)) return;
    const key = selectEstimateKey(getState(), env.currency);
    if (
      key === '' ||
      (getState().form.estimateFor === key && !getState().form.isWaitingForPriceEstimate)
    )
      return;
    dispatch(estimateRequested({ now: true }));
    await new Promise<void>((resolve) => {
      let unsubscribe: () => void = () => undefined;
      const timer = setTimeout(() => finish(), timeoutMs);
      function finish() {
        clearTimeout(timer);
        unsubscribe();
        resolve();
      }
      unsubscribe = dispatch(
        addListener({
          predicate: (_action, current: unknown) =>
            !(current as RootState).form.isWaitingForPriceEstimate,
          effect: () => finish(),
        }),
      ) as unknown as () => void;
      if (!getState().form.isWaitingForPriceEstimate) finish();
    });
  };
