import { http, HttpResponse } from 'msw';
import { ApiError } from '@/core/http/api-error';
import { createAddressLookup, normalizeQuery } from '@/features/auction-form/api/address-lookup';
import { mockServer } from '../../../../fixtures/node';

function countRequests(fragment: string): { count: () => number } {
  let count = 0;
  mockServer.events.on('request:start', ({ request }) => {
    if (request.url.includes(fragment)) count += 1;
  });
  return { count: () => count };
}

afterEach(() => mockServer.events.removeAllListeners());

describe('address lookup', () => {
  it('suggests gazetteer places for a text, diacritics optional', async () => {
    const lookup = createAddressLookup();
    const rows = await lookup.suggest('lodz');
    expect(rows[0]).toMatchObject({
      placeId: 'pl-lodz',
      city: 'Łódź',
      postalCode: '90-926',
      countryCode: 'PL',
    });
    expect(rows[0]?.label).toContain('90-926 Łódź');
    expect(rows.length).toBeLessThanOrEqual(20);
  });

  it('caches answers by text, whatever the case and spacing', async () => {
    const requests = countRequests('address-info-by-name');
    const lookup = createAddressLookup();
    const first = await lookup.suggest('Krak');
    const second = await lookup.suggest('  krak ');
    expect(second).toBe(first);
    expect(requests.count()).toBe(1);
    await lookup.suggest('Krako');
    expect(requests.count()).toBe(2);
  });

  it('asks nothing for a text shorter than two characters', async () => {
    const requests = countRequests('address-info-by-name');
    await expect(createAddressLookup().suggest(' K ')).resolves.toEqual([]);
    expect(requests.count()).toBe(0);
  });

  it('rejects with an aborted ApiError when the signal fires, and caches nothing', async () => {
    const lookup = createAddressLookup();
    const controller = new AbortController();
    const pending = lookup.suggest('Berl', controller.signal);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    const requests = countRequests('address-info-by-name');
    await expect(lookup.suggest('Berl')).resolves.toEqual(
      expect.arrayContaining([expect.objectContaining({ city: 'Berlin' })]),
    );
    expect(requests.count()).toBe(1);
  });

  it('resolves a chosen place into a full, valid address with addressDbId', async () => {
    const lookup = createAddressLookup();
    const [krakow] = await lookup.suggest('Kraków');
    const address = await lookup.resolve(krakow!);
    expect(address).toMatchObject({
      city: 'Kraków',
      countryCode: 'PL',
      postalCode: '31-042',
      cityPlaceId: 'pl-krakow',
    });
    expect(typeof address.lat).toBe('number');
    expect(typeof address.lng).toBe('number');
    expect(typeof address.addressDbId).toBe('number');
    expect(typeof address.cityId).toBe('number');
  });

  it('carries a street typed before the city', async () => {
    const lookup = createAddressLookup();
    const [row] = await lookup.suggest('Marszałkowska 10, Warszawa');
    expect(row).toMatchObject({ city: 'Warszawa', street: 'Marszałkowska', buildingNr: '10' });
    expect(row?.label).toMatch(/^Marszałkowska 10, 00-001 Warszawa/);
    const address = await lookup.resolve(row!);
    expect(address).toMatchObject({ street: 'Marszałkowska', buildingNr: '10', city: 'Warszawa' });
  });

  it('turns an answer of the wrong shape into a malformed ApiError', async () => {
    mockServer.use(
      http.post('*/api/localizations/address-info-by-name', () =>
        HttpResponse.json({ data: [{ id: 1 }] }),
      ),
    );
    const failure = createAddressLookup().suggest('Wars');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ kind: 'malformed' });
  });

  it('passes on an HTTP failure of the place lookup', async () => {
    const lookup = createAddressLookup();
    const [row] = await lookup.suggest('Pozn');
    await expect(lookup.resolve({ ...row!, placeId: 'pl-atlantis' })).rejects.toMatchObject({
      kind: 'http',
      status: 404,
    });
  });

  it('normalises queries for the cache key', () => {
    expect(normalizeQuery('  Zielona   GÓRA ')).toBe('zielona góra');
  });
});
