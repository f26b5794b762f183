import type { StartListening } from '../store/listener-types';
import { carChosen, carWanted, selectChosenCar } from './catalogue-slice';

/**
 * The car of an item restored with its catalogue id: looked up again by its text (the answer is
 * cached for the page), so the generation and series pickers come back. Beside the store, not in
 * the name field: the field only says which item wants it.
 */
export function startCarLookupListener(startListening: StartListening) {
  startListening({
    actionCreator: carWanted,
    effect: async (action, api) => {
      const { itemKey, text } = action.payload;
      const idOf = () => api.getState().items.find((i) => i.key === itemKey)?.autocompleteItemId;
      const id = idOf();
      if (id === null || id === undefined || selectChosenCar(api.getState(), itemKey)) return;
      try {
        const cars = await api.extra.client.searchCatalogue(
          'car',
          api.extra.locale,
          text,
          api.signal,
        );
        const car = cars.find((c) => c.id === Number(id));
        // Only for the car the item still names, and if the customer has not picked one since.
        if (car && idOf() === id && !selectChosenCar(api.getState(), itemKey))
          api.dispatch(carChosen({ itemKey, car }));
      } catch {
        // Not found or failed: the pickers stay hidden; the name and its measurements are kept.
      }
    },
  });
}
