import {
  estimateShown,
  selectEstimateKey,
} from '@/features/auction-form/state/details/price-estimate-listener';
import { estimateReceived } from '@/features/auction-form/state/store/shared-actions';
import { makeStore } from '@/features/auction-form/state/store/store';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';
import { UUID } from '../store/listener-store';

/** A store with a price model (EUR) on the details step, one sofa, no estimate yet. */
function storeShowingEstimate() {
  const { store } = makeStore({
    env: formEnvironment({ currency: 'EUR' }),
    persist: false,
    // Longer than the test: the listener's request never starts.
    pauses: { estimateMs: 60_000 },
    preloadedState: formStateOn({
      step: 'shippingDetails',
      uuid: UUID,
      auction: { categoryId: 101, distance: 300 },
      items: [{ itemCategoryId: 2001, name: 'Sofa', weight: 60, itemsNumber: 1 }],
      form: { maxStepNumber: 3 },
    }),
  });
  return store;
}

describe('estimateShown', () => {
  it('asks for an estimate the store does not hold for these items', () => {
    const store = storeShowingEstimate();
    store.dispatch(estimateShown());
    expect(store.getState().form.isWaitingForPriceEstimate).toBe(true);
  });

  it('tells the store nothing when it holds the figure of these items', () => {
    const store = storeShowingEstimate();
    const key = selectEstimateKey(store.getState(), 'EUR');
    store.dispatch(estimateReceived({ value: 640, computedFor: key }));
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push('update'));
    store.dispatch(estimateShown());
    stop();
    expect(seen).toEqual([]);
    expect(store.getState().form.isWaitingForPriceEstimate).toBe(false);
  });
});
