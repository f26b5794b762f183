import { TaskAbortError } from '@reduxjs/toolkit';
import { ApiError } from '@/core/http/api-error';
import type { AddressEnd } from '../model/address';
import type { GeoCodingError } from '../rules/address-edits';
import {
  addressTextChanged,
  placePicked,
  placeResolved,
  placeResolveFailed,
} from './addresses-slice';
import type { StartListening } from './listener-types';

/** A place the backend does not know is "not found"; anything else may pass: "unavailable". */
const geoCodingError = (error: unknown): GeoCodingError =>
  error instanceof ApiError &&
  error.kind === 'http' &&
  (error.status === 404 || error.status === 422)
    ? 'notFound'
    : 'unavailable';

const ENDS: readonly AddressEnd[] = ['from', 'to'];

/**
 * A picked suggestion becomes the full address with its addressDbId
 * (api_address_info_by_place_id), beside the store so it outlives the field. One run per end: a
 * newer pick, or typing in that field, drops the older resolution.
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
        try {
          const resolved = await api.pause(api.extra.client.resolvePlace(suggestion, api.signal));
          api.dispatch(placeResolved({ which, resolved, label: suggestion.label }));
        } catch (error) {
          if (error instanceof TaskAbortError) return;
          api.dispatch(
            placeResolveFailed({ which, label: suggestion.label, error: geoCodingError(error) }),
          );
        }
      },
    });
}
