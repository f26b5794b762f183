import { screen, waitFor } from '@testing-library/react';
import { selectItems } from '@/features/auction-form/state/details/items-slice';
import { recordRequests, renderDetails } from './render-details';

afterEach(() => {
  vi.useRealTimers();
});

describe('car autocomplete', () => {
  it('fills length, width, height and weight from the chosen series, marks them, and an edit sets isAdjustedByUser', async () => {
    const { user, store } = await renderDetails({
      auction: { mainCategoryId: 3, categoryId: 301 },
    });

    // "Car" is the only item category of a car transport: chosen at once, its fields follow.
    const model = await screen.findByRole('combobox', { name: /make and model/i });
    await user.type(model, 'Golf');
    const option = await screen.findByRole('option', { name: /Volkswagen Golf/ });
    await user.click(option);

    expect(store.getState().items[0]).toMatchObject({
      model: 'Volkswagen Golf',
      name: 'Volkswagen Golf',
      autocompleteItemId: 1,
    });

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Generation' }),
      'Golf VII (2012–2019)',
    );
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Body version' }),
      'Variant (estate)',
    );

    const length = screen.getByRole('spinbutton', { name: /^Length/ });
    expect(length).toHaveValue(456);
    expect(screen.getByRole('spinbutton', { name: /^Width/ })).toHaveValue(180);
    expect(screen.getByRole('spinbutton', { name: /^Height/ })).toHaveValue(148);
    expect(screen.getByRole('spinbutton', { name: /^Weight/ })).toHaveValue(1350);
    // Marked as catalogue values, for screen readers too.
    expect(length).toHaveAccessibleName(/filled in from the catalogue/);
    expect(store.getState().items[0]?.isAdjustedByUser).toBe(false);

    await user.clear(length);
    await user.type(length, '470');
    // The store takes a keystroke after the frame that paints it.
    await waitFor(() =>
      expect(store.getState().items[0]).toMatchObject({ length: 470, isAdjustedByUser: true }),
    );
    expect(screen.getByRole('spinbutton', { name: /^Length/ })).not.toHaveAccessibleName(
      /catalogue/,
    );
  });

  it('asks autocomplete_car through the route dump with the language, once per text (cached)', async () => {
    const requests = recordRequests();
    const { user } = await renderDetails({ auction: { mainCategoryId: 3, categoryId: 301 } });
    const model = await screen.findByRole('combobox', { name: /make and model/i });

    // Pasted, so one text is asked whatever the machine's speed (the typing pause between
    // keystrokes is the suggestions listener's test).
    await user.click(model);
    await user.paste('Skoda');
    expect(await screen.findByRole('option', { name: /Škoda Octavia/ })).toBeInTheDocument();
    const carCalls = () => requests.filter((r) => r.includes('/autocomplete/car/'));
    // The limit 20 is the shipped route's default: the router leaves it out, as Symfony's does.
    expect(carCalls()).toEqual(['GET /autocomplete/car/en/Skoda/20']);

    // The same text again comes from the cache.
    await user.clear(model);
    await user.paste('Skoda');
    expect(await screen.findByRole('option', { name: /Škoda Octavia/ })).toBeInTheDocument();
    expect(carCalls()).toHaveLength(1);
  });

  it('suggests removal items in a removal auction and fills the item from the choice', async () => {
    const requests = recordRequests();
    const { user, store } = await renderDetails({
      auction: { mainCategoryId: 2, categoryId: 201 },
    });
    const category = await screen.findByRole('combobox', { name: 'Type of item' });
    await user.selectOptions(category, 'Wardrobe');
    const name = screen.getByRole('combobox', { name: 'Item name' });
    await user.type(name, 'Ward');
    await user.click(await screen.findByRole('option', { name: /Wardrobe 2-door/ }));
    expect(
      requests.some((r) =>
        /^GET \/autocomplete\/item\/en\/removal\/Ward[^/]*\/20\?sort_type=sort_exact$/.test(r),
      ),
    ).toBe(true);
    expect(store.getState().items[0]).toMatchObject({
      name: 'Wardrobe 2-door',
      length: 100,
      width: 60,
      height: 200,
      weight: 70,
    });
    // Floors and lifts belong to removals.
    expect(screen.getByRole('heading', { name: 'Floors and lifts' })).toBeInTheDocument();
    expect(selectItems(store.getState())).toHaveLength(1);
  });
});

describe('motorcycles', () => {
  it('use the motorcycle list sorted by weight, and the choice fills make and model and the measurements', async () => {
    const requests = recordRequests();
    const { user, store } = await renderDetails({
      auction: { mainCategoryId: 4, categoryId: 401 },
    });
    const model = await screen.findByRole('combobox', { name: /make and model/i });
    await user.type(model, 'Honda');
    await user.click(await screen.findByRole('option', { name: /Honda CB500F/ }));
    await waitFor(() =>
      expect(requests).toContain(
        'GET /autocomplete/item/en/motorcycle/Honda/20?sort_type=sort_weight',
      ),
    );
    expect(store.getState().items[0]).toMatchObject({
      model: 'Honda CB500F',
      name: 'Honda CB500F',
      length: 208,
      weight: 189,
    });
  });
});
