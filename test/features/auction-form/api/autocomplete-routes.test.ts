import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { resetHttpForTests } from '@/core/http/client';
import { resetRouterForTests } from '@/core/router/get-router';
import type { RouteManifest } from '@/core/router/manifest';
import { createAutocomplete } from '@/features/auction-form/api/autocomplete';
import { mockServer } from '../../../../fixtures/node';
import { movedRoutes } from '../../../../fixtures/platform/moved-routes';

/** The page's own dump, inline as `data-routes`. */
function usePage(dump: RouteManifest): void {
  const meta = document.createElement('meta');
  meta.name = 'transport-widgets';
  meta.setAttribute('data-locale', 'pl_PL');
  meta.setAttribute('data-routes', JSON.stringify(dump));
  document.head.replaceChildren(meta);
}

const requests: string[] = [];
const reports: unknown[] = [];
let consoleError: ReturnType<typeof vi.spyOn>;
const record = ({ request }: { request: Request }) => void requests.push(request.url);

beforeEach(() => {
  resetPageConfigForTests();
  resetRouterForTests();
  resetHttpForTests();
  resetReportingForTests();
  requests.length = 0;
  reports.length = 0;
  setReportSink((error) => reports.push(error));
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mockServer.events.on('request:start', record);
});
afterEach(() => {
  mockServer.events.removeListener('request:start', record);
  document.head.replaceChildren();
  vi.restoreAllMocks();
});

describe('autocomplete through the page’s route dump', () => {
  it('follows a dump that moves every route: /v2 prefix, the car route on its own host and scheme', async () => {
    usePage(
      movedRoutes('/v2', { autocomplete_car: { host: 'cars.example.test', scheme: 'https' } }),
    );
    const source = createAutocomplete();
    expect(await source.search('car', 'pl_PL', 'Skoda')).not.toHaveLength(0);
    expect(await source.search('item', 'pl_PL', '1/2 pallet')).toEqual([]);
    expect(await source.search('motorcycle', 'pl_PL', 'Honda')).not.toHaveLength(0);
    expect(await source.search('removal', 'pl_PL', 'Szafa')).toBeDefined();
    expect(requests).toEqual([
      'https://cars.example.test/v2/autocomplete/car/pl/Skoda/20',
      'http://localhost:3000/v2/autocomplete/item/pl/item/1/2%20pallet/20?sort_type=sort_exact',
      'http://localhost:3000/v2/autocomplete/item/pl/motorcycle/Honda/20?sort_type=sort_weight',
      'http://localhost:3000/v2/autocomplete/item/pl/removal/Szafa/20?sort_type=sort_exact',
    ]);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('asks the spec’s URLs through the shipped dump, the limit always in the path', async () => {
    // form-and-helpers.md section 7: `/autocomplete/car/{lang2}/{text}/20` and
    // `/autocomplete/item/{lang2}/{tag}/{text}/20?sort_type=…`.
    usePage(movedRoutes(''));
    const source = createAutocomplete();
    await source.search('car', 'pl_PL', 'Golf');
    await source.search('item', 'pl_PL', 'sofa');
    await source.search('motorcycle', 'pl_PL', 'Honda');
    await source.search('removal', 'pl_PL', 'Szafa');
    expect(requests).toEqual([
      'http://localhost:3000/autocomplete/car/pl/Golf/20',
      'http://localhost:3000/autocomplete/item/pl/item/sofa/20?sort_type=sort_exact',
      'http://localhost:3000/autocomplete/item/pl/motorcycle/Honda/20?sort_type=sort_weight',
      'http://localhost:3000/autocomplete/item/pl/removal/Szafa/20?sort_type=sort_exact',
    ]);
  });

  it('a text ending in a slash and digits stays the text: the limit follows it', async () => {
    // With the limit left out, `Peugeot 205/3` would reach the server as text `Peugeot 205`, limit 3.
    usePage(movedRoutes(''));
    await createAutocomplete().search('car', 'pl_PL', 'Peugeot 205/3');
    expect(requests).toEqual(['http://localhost:3000/autocomplete/car/pl/Peugeot%20205/3/20']);
  });

  it('keeps a slash the customer typed as a slash (Symfony), never %2F', async () => {
    usePage(movedRoutes(''));
    await createAutocomplete().search('car', 'pl_PL', 'Renault 5/Alpine');
    expect(requests).toEqual(['http://localhost:3000/autocomplete/car/pl/Renault%205/Alpine/20']);
  });

  it('makes no call for a text with a dot segment, nor for one the site’s requirement refuses', async () => {
    const strict = movedRoutes('');
    const car = strict.routes.autocomplete_car!;
    strict.routes.autocomplete_car = {
      ...car,
      tokens: car.tokens.map((t) =>
        t[0] === 'variable' && t[3] === 'text' ? ['variable', '/', '[^/]++', 'text'] : t,
      ),
      requirements: { ...car.requirements, text: '[^/]++' },
    } as typeof car;
    usePage(strict);
    const source = createAutocomplete();
    expect(await source.search('item', 'pl_PL', '1/../2')).toEqual([]);
    expect(await source.search('car', 'pl_PL', 'A/B')).toEqual([]);
    expect(requests).toEqual([]);
    expect(reports).toEqual([]);
  });

  it('falls back to the seed’s path only when the dump lacks the name, said once as check-routes says it', async () => {
    const dump = movedRoutes('/v2');
    delete dump.routes.autocomplete_item;
    usePage(dump);
    const source = createAutocomplete();
    await source.search('item', 'pl_PL', 'sofa');
    await source.search('item', 'pl_PL', 'table');
    await source.search('car', 'pl_PL', 'Golf');
    expect(requests).toEqual([
      'http://localhost:3000/autocomplete/item/pl/item/sofa/20?sort_type=sort_exact',
      'http://localhost:3000/autocomplete/item/pl/item/table/20?sort_type=sort_exact',
      'http://localhost:3000/v2/autocomplete/car/pl/Golf/20',
    ]);
    expect(consoleError).toHaveBeenCalledTimes(1);
    expect(String(consoleError.mock.calls[0]?.[0])).toBe(
      '[transport-widgets] autocomplete_item (auction-form): missing from the dump (expose it: `options: {expose: true}`); suggestions use the path /autocomplete/item/… meanwhile',
    );
    expect(reports).toHaveLength(1);
  });

  it('a failure of the moved route is the route’s, as for every request', async () => {
    usePage(movedRoutes('/v2'));
    mockServer.use(
      http.get('*/v2/autocomplete/car/*', () => HttpResponse.json({}, { status: 500 })),
    );
    await expect(createAutocomplete().search('car', 'pl_PL', 'Golf')).rejects.toMatchObject({
      route: 'autocomplete_car',
      status: 500,
    });
  });
});
