import { TaskAbortError } from '@reduxjs/toolkit';
import { isCancelledRequest } from '@/core/http/api-error';
import type { AddressEnd } from '../../model/address';
import { placeLookupFailure } from '../../rules/classify-failure';
import type { StartListening } from '../store/listener-types';
import { pageShown } from '../store/page-shown';
import { requestWhileActive } from '../store/request-while-active';
import {
  addressTextChanged,
  placePicked,
  placeResolved,
  placeResolveFailed,
} from './addresses-slice';

/** Asks for one pick at most this often when the browser keeps cancelling it on a shown page. */
const MAX_ASKS = 3;

const ENDS: readonly AddressEnd[] = ['from', 'to'];

/**
 * A picked suggestion becomes the full address with its addressDbId
 * (api_address_info_by_place_id), beside the store so it outlives the field. One run per end: a
 * newer pick, or typing in that field, drops the older resolution. A lookup the browser cancelled
 * is asked again when the page is shown, never stored as a failure.
 */
export function startPlaceResolutionListener(startListening: StartListening) {
  for (const which of ENDS)
    startListening({
      predicate: (action) =>
        (placePicked.match(action) || addressTextChanged.match(action)) &&
        action.payload.which === which,
      effect: async (action, api) => {
        api.cancelActiveListeners();
        if (!placePicked.match(action)) return;
        const { suggestion } = action.payload;
        for (let ask = 1; ; ask += 1) {
          try {
            const resolved = await requestWhileActive(api, () =>
              api.extra.client.resolvePlace(suggestion, api.signal),
            );
            api.dispatch(placeResolved({ which, resolved, label: suggestion.label }));
            return;
          } catch (error) {
            if (error instanceof TaskAbortError || api.signal.aborted) return;
            // A cancelled lookup is no failure: the pick stays pending (a draft written on the way
            // out keeps its text without "Check your connection") and is asked again once shown.
            if (isCancelledRequest(error) && ask < MAX_ASKS) {
              await api.pause(pageShown(api.signal));
              continue;
            }
            api.dispatch(
              placeResolveFailed({
                which,
                label: suggestion.label,
                error: placeLookupFailure(error),
              }),
            );
            return;
          }
        }
      },
    });
}
