import type { Item } from '@/features/auction-form/model/item';
import { loadItemDefinitions } from '@/features/auction-form/state/details/item-category-listener';
import { goToStep } from '@/features/auction-form/state/navigation/step-moves';
import { makeStore } from '@/features/auction-form/state/store/store';
import { formEnvironment } from '../../form-environment';
import { formStateOn, place } from '../../form-state';

/** On the details step with the category and route data the summary accepts, so only the items decide. */
function storeWith(items: Array<Partial<Item>>) {
  const { store } = makeStore({
    env: formEnvironment(),
    persist: false,
    preloadedState: formStateOn({
      step: 'shippingDetails',
      auction: { mainCategoryId: 1, categoryId: 101, dateFixed: false },
      addresses: { from: place('Warszawa', 52.23, 21.01, 1), to: place('Kraków', 50.06, 19.94, 2) },
      items,
      form: { maxStepNumber: 3, transportDateRange: 'flex' },
    }),
  });
  return store;
}

describe('the summary guard before the item field definitions are loaded', () => {
  it('does not open the summary for an item whose definitions are unknown', () => {
    // Weight is mandatory for a sofa (2001), but its definitions are not in the cache yet.
    const store = storeWith([{ name: 'Sofa', itemCategoryId: 2001, weight: null }]);
    expect(store.dispatch(goToStep('summary'))).toBe('shippingDetails');
  });

  it('judges the items once loadItemDefinitions has loaded them', async () => {
    const blank = storeWith([{ name: 'Sofa', itemCategoryId: 2001, weight: null }]);
    await blank.dispatch(loadItemDefinitions());
    expect(blank.dispatch(goToStep('summary'))).toBe('shippingDetails');

    const complete = storeWith([
      {
        name: 'Sofa',
        itemCategoryId: 2001,
        weight: 40,
        length: 200,
        width: 90,
        height: 80,
        itemsNumber: 1,
      },
    ]);
    await complete.dispatch(loadItemDefinitions());
    expect(complete.dispatch(goToStep('summary'))).toBe('summary');
  });
});
