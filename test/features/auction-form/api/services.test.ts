// @vitest-environment node
import {
  autocompleteCall,
  cacheKey,
  createAutocomplete,
} from '@/features/auction-form/api/autocomplete';
import { fetchPriceEstimate } from '@/features/auction-form/api/price-estimate';
import { emptyAddress } from '@/features/auction-form/model/address';
import { emptyItem } from '@/features/auction-form/model/item';
import {
  approximateDistance,
  hasPriceModel,
  predictionParams,
} from '@/features/auction-form/rules/price-estimate';

describe('autocompleteCall', () => {
  it("names the seed's route and its parameters; a dot segment makes no call", () => {
    expect(autocompleteCall('car', 'pl_PL', 'golf')).toEqual({
      route: 'autocomplete_car',
      params: { lang: 'pl', text: 'golf', limit: 20 },
    });
    expect(autocompleteCall('motorcycle', 'en', 'honda')).toEqual({
      route: 'autocomplete_item',
      params: { lang: 'en', tag: 'motorcycle', text: 'honda', limit: 20, sort_type: 'sort_weight' },
    });
    expect(autocompleteCall('item', 'de', '1/2 Palette')?.params).toMatchObject({
      tag: 'item',
      text: '1/2 Palette',
      sort_type: 'sort_exact',
    });
    for (const text of ['..', '.', '1/../2', 'x/.', './x'])
      expect(autocompleteCall('item', 'en', text)).toBeNull();
  });

  it('caches by text (case and outer spaces aside), not failures', async () => {
    expect(cacheKey('car', 'en', ' Golf ')).toBe(cacheKey('car', 'en', 'golf'));
    let calls = 0;
    let fail = true;
    const source = createAutocomplete(
      async () => {
        calls += 1;
        if (fail) throw new Error('offline');
        return [{ id: 1, name: 'Volkswagen Golf', generations: [] }];
      },
      async () => '/autocomplete/car/en/golf',
    );
    await expect(source.search('car', 'en', 'Golf')).rejects.toThrow('offline');
    fail = false;
    expect(await source.search('car', 'en', 'Golf')).toHaveLength(1);
    expect(await source.search('car', 'en', ' golf')).toHaveLength(1);
    expect(calls).toBe(2);
  });
});

describe('price estimate rules', () => {
  const base = {
    currency: 'PLN',
    categoryId: 101,
    distance: 300,
    dateFixed: false,
    totalWeight: 60,
    from: { ...emptyAddress(), countryCode: 'PL', lat: 52.23, lng: 21.01 },
    to: { ...emptyAddress(), countryCode: 'PL', lat: 50.06, lng: 19.94 },
    items: [{ ...emptyItem('a'), itemCategoryId: 2001, weight: 60 }],
  };

  it.each([
    ['PLN', true],
    ['EUR', true],
    ['eur', true],
    ['GBP', false],
    ['SEK', false],
    ['', false],
  ])('%s has a price model: %s', (currency, expected) => {
    expect(hasPriceModel(currency)).toBe(expected);
  });

  it('builds parameters only when an estimate makes sense', () => {
    expect(predictionParams(base)).toMatchObject({
      currency: 'PLN',
      distance: 300,
      items: [{ itemCategoryId: 2001, itemsNumber: 1 }],
    });
    expect(predictionParams({ ...base, currency: 'GBP' })).toBeNull();
    expect(predictionParams({ ...base, categoryId: null })).toBeNull();
    expect(
      predictionParams({ ...base, items: [{ ...emptyItem('b'), itemCategoryId: 2001 }] }),
    ).toBeNull();
    // No route distance yet: the coordinates give one (Warsaw–Kraków ≈ 250 km straight, × 1.25 by road).
    expect(predictionParams({ ...base, distance: null })?.distance).toBeGreaterThan(300);
    expect(predictionParams({ ...base, distance: null, from: emptyAddress() })).toBeNull();
    expect(approximateDistance(base.from, base.to)).toBe(approximateDistance(base.to, base.from));
  });

  it('makes no call and answers false in another currency', async () => {
    const params = { ...predictionParams(base)!, currency: 'GBP' };
    // No handler is needed: a request would fail the test (unhandled requests are errors).
    expect(await fetchPriceEstimate(params)).toBe(false);
  });
});
