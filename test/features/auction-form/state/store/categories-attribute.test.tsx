import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseDataAttributes } from '@/core/config/data-attributes';
import type { ConfigError } from '@/core/errors/errors';
import { formApi } from '@/features/auction-form/api/form-api';
import { auctionFormConfigSchema } from '@/features/auction-form/config';
import { draftKey } from '@/features/auction-form/state/draft/draft-keys';
import { startForm } from '@/features/auction-form/state/store/start-form';
import { makeStore } from '@/features/auction-form/state/store/store';
import { categoriesFor } from '../../../../../fixtures/data/categories';
import { mockServer } from '../../../../../fixtures/node';
import { renderForm } from '../../render-form';

/** Counts the categories requests the form makes (MSW sees every one). */
function countCategoryRequests(): { count: () => number; stop: () => void } {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.startsWith('/api/auction/categories/')) count += 1;
  };
  mockServer.events.on('request:start', listener);
  return {
    count: () => count,
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

const node = (attributes: Record<string, string>): HTMLElement => {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
};

describe('data-categories: the page hands the categories over', () => {
  let requests: ReturnType<typeof countCategoryRequests>;
  beforeEach(() => {
    requests = countCategoryRequests();
  });
  afterEach(() => requests.stop());

  it('parses the attribute with the categories answer schema', () => {
    const config = parseDataAttributes(
      'auction-form',
      node({ 'data-categories': JSON.stringify(categoriesFor('en')) }),
      auctionFormConfigSchema,
    );
    expect(config.categories?.find((c) => c.id === 1)?.name).toBe('Furniture');
    // The schema's own defaults apply, as for an API answer (older rows lack translated slugs).
    const row = parseDataAttributes(
      'auction-form',
      node({
        'data-categories': JSON.stringify([{ id: 1, name: 'Furniture', slug: 'furniture' }]),
      }),
      auctionFormConfigSchema,
    ).categories?.[0];
    expect(row?.slugTranslated).toBe('furniture');
  });

  it('a bad value is an error naming the widget and the attribute, and costs only itself', () => {
    const ignored: ConfigError[] = [];
    const config = parseDataAttributes(
      'auction-form',
      node({ 'data-categories': '{"data": []}', 'data-mode': 'addNew' }),
      auctionFormConfigSchema,
      (error) => ignored.push(error),
    );
    expect(config.categories).toBeUndefined();
    expect(config.mode).toBe('addNew');
    expect(ignored).toHaveLength(1);
    expect(ignored[0]?.widget).toBe('auction-form');
    expect(ignored[0]?.attribute).toBe('data-categories');
    expect(ignored[0]?.message).toMatch(
      /\[auction-form\] invalid data-categories: expected .*array/,
    );
  });

  it.each([
    [1000, true],
    [1001, false],
    [20000, false],
  ])('a list of %i categories is taken: %s (at most 1000, else a named error)', (n, taken) => {
    const rows = Array.from({ length: n }, (_, i) => ({
      id: i + 1,
      name: `Category ${i + 1}`,
      slug: `category-${i + 1}`,
    }));
    const ignored: ConfigError[] = [];
    const config = parseDataAttributes(
      'auction-form',
      node({ 'data-categories': JSON.stringify(rows) }),
      auctionFormConfigSchema,
      (error) => ignored.push(error),
    );
    expect(config.categories?.length).toBe(taken ? n : undefined);
    expect(ignored.map((error) => error.message)).toEqual(
      taken
        ? []
        : [
            `[auction-form] invalid data-categories: expected a list of at most 1000 categories, found an array of ${n} (attribute ignored, its default applies)`,
          ],
    );
  });

  it('with the categories handed over, the first screen needs no request', async () => {
    await renderForm({ config: { categories: categoriesFor('en') } });
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Furniture/ })).toBeInTheDocument();
    expect(requests.count()).toBe(0);
  });

  it('without them (or after a bad value) the form asks the API', async () => {
    await renderForm();
    expect(await screen.findByRole('list', { name: 'Categories' })).toBeInTheDocument();
    expect(requests.count()).toBe(1);
  });

  it('the start-up asks for the categories before anything awaits: the request leaves before the first render', async () => {
    const config = parseDataAttributes('auction-form', node({}), auctionFormConfigSchema);
    const env = {
      config,
      locale: 'en' as const,
      currency: 'EUR',
      stepBase: '/form/en/',
      draftKey: draftKey(config.mode, config.auctionId),
      userId: null,
    };
    const { store } = makeStore({ env, persist: false });
    const starting = store.dispatch(startForm(null));
    expect(formApi.endpoints.getCategories.select('en')(store.getState()).status).toBe('pending');
    await starting;
    expect(store.getState().form.step).toBe('categorySelection');
    expect(requests.count()).toBe(1);
  });
});
