import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getI18n } from '@/core/i18n/i18n';
import { emptyAddress, type Address } from '@/features/auction-form/model/address';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { goToStep } from '@/features/auction-form/state/navigation/step-moves';
import { setAddress } from '@/features/auction-form/state/route/addresses-slice';
import { settleRouteLine } from '@/features/auction-form/state/route/route-line-listener';
import { selectRouteLineStatus } from '@/features/auction-form/state/route/route-slice';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import { auctionLoaded } from '@/features/auction-form/state/store/shared-actions';
import { addressFromPlace, placeByCity } from '../../../../../fixtures/data/places';
import { auctionWrites, resetAuctionWrites } from '../../../../../fixtures/form/handlers';
import { mockServer } from '../../../../../fixtures/node';
import { SOFA } from '../../form-state';
import { findHeadline, renderForm } from '../../render-form';
import { pickPlace } from '../../ui/steps/route/pick-place';
import { detailsStore } from '../store/listener-store';

/** The map calls wait until `release()`: the customer is quicker than the map. */
function holdTheMap() {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  const asked: string[] = [];
  mockServer.use(
    http.get('*/api/map/polyline/:from/:to', async ({ request }) => {
      asked.push(new URL(request.url).pathname);
      await answered;
      return undefined; // on to the fixture's own answer
    }),
  );
  return { asked, release };
}

let restoreNavigator: () => void;
beforeEach(() => {
  resetAuctionWrites();
  restoreNavigator = setPageNavigator(() => undefined);
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => restoreNavigator());

describe('the map line belongs to the store', () => {
  it('Continue before the map answers: the route step closes, the line still arrives, the summary and the POST have it', async () => {
    const map = holdTheMap();
    await (await getI18n(['auction-form-route'], 'en')).loadNamespaces(['auction-form-route']);
    const form = await renderForm({ config: { baseUrl: '/form/en/' } });
    await form.user.click(await screen.findByRole('button', { name: /Furniture/ }));
    await form.user.click(await screen.findByRole('button', { name: /Sofas/ }));
    expect(await findHeadline()).toHaveTextContent('Where and when?');

    await pickPlace(form, 'Pickup place', 'Krak');
    await pickPlace(form, 'Delivery place', 'Berl');
    await waitFor(() => expect(map.asked).toHaveLength(1));
    await form.user.click(screen.getByRole('radio', { name: /flexible/ }));
    await form.user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(form.store.getState().form.step).toBe('shippingDetails'));
    expect(form.store.getState().auction.distance).toBeNull();

    map.release();
    await waitFor(() =>
      expect(form.store.getState().auction).toMatchObject({
        distance: expect.any(Number),
        polylineString: expect.any(String),
      }),
    );
    const { distance, polylineString } = form.store.getState().auction;

    // The details as the step would leave them, then the summary (a lazy screen: its first load
    // in this file takes a while) and the submit.
    const key = form.store.getState().items[0]?.key ?? '';
    form.store.dispatch(updateItem({ key, patch: SOFA }));
    form.store.dispatch(patchAuction({ title: 'Sofa' }));
    form.store.dispatch(goToStep('summary'));
    expect(await screen.findByText(`${distance} km by road`)).toBeVisible();
    await form.user.click(await screen.findByRole('button', { name: 'Post my request' }));
    await waitFor(() => expect(auctionWrites).toHaveLength(1));
    expect(auctionWrites[0]?.body).toMatchObject({ distance, polylineString });
  });
});

/** A place of the fixture gazetteer as the route step leaves it once picked. */
const located = (city: string, countryCode: string): Address => {
  const found = placeByCity(city, countryCode);
  if (!found) throw new Error(`${city} is not in the gazetteer`);
  return { ...emptyAddress(), ...addressFromPlace(found), previousText: null };
};

/**
 * Both places chosen on a store with no screen: the listener alone draws the line. Each test
 * takes its own pair: the map lookup keeps each pair's answer for the page's life.
 */
function storeWithPlaces(from: [string, string], to: [string, string]) {
  const store = detailsStore();
  store.dispatch(setAddress({ which: 'from', address: located(...from) }));
  store.dispatch(setAddress({ which: 'to', address: located(...to) }));
  return store;
}

describe('the route line listener', () => {
  it('submit and Continue wait for a line on its way (settleRouteLine), then it is there', async () => {
    const map = holdTheMap();
    const store = storeWithPlaces(['Gdańsk', 'PL'], ['Poznań', 'PL']);
    await waitFor(() => expect(map.asked).toHaveLength(1));
    expect(selectRouteLineStatus(store.getState())).toBe('loading');
    let settled = false;
    const settling = store.dispatch(settleRouteLine()).then(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(settled).toBe(false);
    map.release();
    await settling;
    expect(store.getState().auction.distance).toEqual(expect.any(Number));
    expect(selectRouteLineStatus(store.getState())).toBe('ready');
    // Waited for, not asked twice.
    expect(map.asked).toHaveLength(1);
  });

  it('a failed line is named (failed) and asked again by settleRouteLine', async () => {
    let fail = true;
    mockServer.use(
      http.get('*/api/map/polyline/:from/:to', () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 404 }) : undefined,
      ),
    );
    const store = storeWithPlaces(['Wrocław', 'PL'], ['Praha', 'CZ']);
    await waitFor(() => expect(selectRouteLineStatus(store.getState())).toBe('failed'));
    expect(store.getState().auction.distance).toBeNull();
    fail = false;
    await store.dispatch(settleRouteLine());
    expect(selectRouteLineStatus(store.getState())).toBe('ready');
    expect(store.getState().auction.polylineString).toEqual(expect.any(String));
  });

  it('keeps a line that came with the places (a loaded auction) and asks for none', async () => {
    const map = holdTheMap();
    const store = detailsStore();
    const { auction } = store.getState();
    store.dispatch(
      auctionLoaded({
        auction: {
          ...auction,
          distance: 123,
          polylineString: 'abc',
          fromAddress: located('Warszawa', 'PL'),
          toAddress: located('München', 'DE'),
          items: store.getState().items,
          pictures: [],
        },
        transportDateRange: null,
      }),
    );
    expect(selectRouteLineStatus(store.getState())).toBe('ready');
    await store.dispatch(settleRouteLine());
    expect(store.getState().auction).toMatchObject({ distance: 123, polylineString: 'abc' });
    expect(map.asked).toEqual([]);
  });

  it('a new place asks for the new line and drops the answer for the old pair', async () => {
    const map = holdTheMap();
    const store = storeWithPlaces(['Łódź', 'PL'], ['Lyon', 'FR']);
    await waitFor(() => expect(map.asked).toHaveLength(1));
    store.dispatch(setAddress({ which: 'to', address: located('Wien', 'AT') }));
    await waitFor(() => expect(map.asked).toHaveLength(2));
    map.release();
    await store.dispatch(settleRouteLine());
    const { from, to } = store.getState().addresses;
    expect(store.getState().route.line).toEqual({
      pair: `${from.cityId}>${to.cityId}`,
      status: 'ready',
    });
  });
});
