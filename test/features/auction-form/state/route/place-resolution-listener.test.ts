import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { ApiError } from '@/core/http/api-error';
import type { AddressSuggestion } from '@/features/auction-form/api/address-lookup';
import { formClient } from '@/features/auction-form/api/client';
import { isAddressValid } from '@/features/auction-form/rules/address';
import {
  addressTextChanged,
  placePicked,
} from '@/features/auction-form/state/route/addresses-slice';
import { selectResolvingPlace } from '@/features/auction-form/state/route/route-slice';
import { placeByCity } from '../../../../../fixtures/data/places';
import { mockServer } from '../../../../../fixtures/node';
import { detailsStore } from '../store/listener-store';

/** A row of the place list, as api_address_info_by_name gives it. */
function suggestionFor(city: string, countryCode: string): AddressSuggestion {
  const found = placeByCity(city, countryCode);
  if (!found) throw new Error(`${city} is not in the gazetteer`);
  return {
    placeId: found.placeId,
    label: `${found.postalCode} ${found.city}, ${found.country}`,
    city: found.city,
    province: found.province,
    country: found.country,
    countryCode: found.countryCode,
    postalCode: found.postalCode,
    street: null,
    buildingNr: null,
  };
}

/** The resolution calls wait until `release()`; `aborted` says, per call, whether it was dropped by then. */
function holdResolution() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  const aborted: boolean[] = [];
  mockServer.use(
    http.post('*/api/localizations/address-info-by-place-id', async ({ request }) => {
      asked.push(request.url);
      await answered;
      aborted.push(request.signal.aborted);
      return undefined;
    }),
  );
  return { release, asked, aborted };
}

describe('the place resolution listener', () => {
  it('resolves a picked place into the full address, with no field on screen', async () => {
    const store = detailsStore();
    store.dispatch(placePicked({ which: 'from', suggestion: suggestionFor('Lublin', 'PL') }));
    expect(selectResolvingPlace(store.getState(), 'from')).toBe(true);
    expect(store.getState().addresses.from.enteredText).toContain('Lublin');
    await waitFor(() => expect(isAddressValid(store.getState().addresses.from)).toBe(true));
    expect(store.getState().addresses.from).toMatchObject({
      city: 'Lublin',
      isAddressChanged: false,
    });
    expect(selectResolvingPlace(store.getState(), 'from')).toBe(false);
  });

  it('typing in the field drops a resolution on its way: the answer never overwrites the text', async () => {
    const held = holdResolution();
    const store = detailsStore();
    store.dispatch(placePicked({ which: 'to', suggestion: suggestionFor('Hamburg', 'DE') }));
    await waitFor(() => expect(held.asked).toHaveLength(1));
    store.dispatch(addressTextChanged({ which: 'to', text: 'Hambur' }));
    expect(selectResolvingPlace(store.getState(), 'to')).toBe(false);
    held.release();
    await waitFor(() => expect(held.aborted).toEqual([true]));
    expect(store.getState().addresses.to).toMatchObject({
      enteredText: 'Hambur',
      isAddressChanged: true,
      geoCodingError: null,
    });
    expect(isAddressValid(store.getState().addresses.to)).toBe(false);
  });
});

/** The page's own lookup, except that the first `cancelled` calls are cancelled by the browser. */
function cancelledFirst(cancelled: number) {
  const calls: string[] = [];
  const resolvePlace: typeof formClient.resolvePlace = (suggestion, signal) => {
    calls.push(suggestion.placeId);
    return calls.length <= cancelled
      ? Promise.reject(new ApiError('aborted', 'api_address_info_by_place_id'))
      : formClient.resolvePlace(suggestion, signal);
  };
  return { calls, resolvePlace };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('a pick on its way', () => {
  it('drops the place chosen before: the new text never stands for the old place', async () => {
    const store = detailsStore();
    store.dispatch(placePicked({ which: 'from', suggestion: suggestionFor('Lublin', 'PL') }));
    await waitFor(() => expect(isAddressValid(store.getState().addresses.from)).toBe(true));
    const held = holdResolution();
    store.dispatch(placePicked({ which: 'from', suggestion: suggestionFor('Dresden', 'DE') }));
    expect(store.getState().addresses.from).toMatchObject({ city: null, cityId: null });
    expect(isAddressValid(store.getState().addresses.from)).toBe(false);
    held.release();
    await waitFor(() => expect(store.getState().addresses.from.city).toBe('Dresden'));
    expect(store.getState().addresses.from.previousText).toContain('Lublin');
  });
});

describe('a lookup the browser cancelled', () => {
  afterEach(() => setVisibility('visible'));

  it('is asked again, not stored as a failure', async () => {
    const lookup = cancelledFirst(1);
    const store = detailsStore({ client: { resolvePlace: lookup.resolvePlace } });
    store.dispatch(placePicked({ which: 'from', suggestion: suggestionFor('Toruń', 'PL') }));
    await waitFor(() => expect(isAddressValid(store.getState().addresses.from)).toBe(true));
    expect(lookup.calls).toHaveLength(2);
    expect(store.getState().addresses.from.geoCodingError).toBeNull();
  });

  it('while the page is hidden (a reload under way) waits, keeps the pick without an error, and asks again when shown', async () => {
    const lookup = cancelledFirst(1);
    const store = detailsStore({ client: { resolvePlace: lookup.resolvePlace } });
    setVisibility('hidden');
    store.dispatch(placePicked({ which: 'to', suggestion: suggestionFor('Bremen', 'DE') }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // What a draft written now keeps: the picked text, no "Check your connection".
    expect(lookup.calls).toHaveLength(1);
    expect(store.getState().addresses.to).toMatchObject({ geoCodingError: null });
    expect(store.getState().addresses.to.enteredText).toContain('Bremen');
    expect(selectResolvingPlace(store.getState(), 'to')).toBe(true);

    setVisibility('visible');
    await waitFor(() => expect(isAddressValid(store.getState().addresses.to)).toBe(true));
    expect(lookup.calls).toHaveLength(2);
  });
});
