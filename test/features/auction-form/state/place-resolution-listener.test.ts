import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { mockServer } from '../../../../fixtures/node';
import { placeByCity } from '../../../../fixtures/data/places';
import type { AddressSuggestion } from '@/features/auction-form/api/address-lookup';
import { isAddressValid } from '@/features/auction-form/rules/address';
import { addressTextChanged, placePicked } from '@/features/auction-form/state/addresses-slice';
import { selectResolvingPlace } from '@/features/auction-form/state/route-slice';
import { detailsStore } from './listener-store';

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
