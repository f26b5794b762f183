import { screen, waitFor, within } from '@testing-library/react';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { resetHttpForTests } from '@/core/http/client';
import { formApi } from '@/features/auction-form/api/form-api';
import { renderDetails, SOFA as sofa } from './render-details';

const validDates = {
  dateFixed: false,
};

describe('items', () => {
  it('adds, duplicates, reorders and removes items', async () => {
    const { user, store } = await renderDetails({ items: [sofa] });
    const keys = () => store.getState().items.map((i) => i.name);
    await screen.findByRole('heading', { name: 'Item 1' });
    // The item types are a lookup: a new item's first field is its type once they are here.
    await screen.findByRole('combobox', { name: 'Type of item' });

    await user.click(screen.getByRole('button', { name: 'Duplicate item 1' }));
    expect(keys()).toEqual(['Sofa 3-seater', 'Sofa 3-seater']);
    expect(store.getState().items[1]).toMatchObject({ id: null, weight: 60, itemCategoryId: 2001 });
    expect(store.getState().items[1]?.key).not.toBe(store.getState().items[0]?.key);

    await user.click(screen.getByRole('button', { name: 'Add another item' }));
    expect(store.getState().items).toHaveLength(3);
    // Focus goes to the new item's first field, at once.
    expect(document.activeElement?.id).toMatch(/itemCategoryId$/);
    // A sofa transport offers one type, Sofa, chosen already; its variants stay open.
    expect(document.activeElement).toHaveValue('2001');
    await user.selectOptions(
      screen.getAllByRole('combobox', { name: /^Sub-type/ })[2] as HTMLElement,
      'Armchair',
    );
    expect(store.getState().items[2]?.itemCategoryId).toBe(2004);
    await user.type(
      screen.getAllByRole('combobox', { name: 'Item name' })[2] as HTMLElement,
      'Wing chair',
    );

    await user.click(screen.getByRole('button', { name: 'Move item 3 up' }));
    expect(keys()).toEqual(['Sofa 3-seater', 'Wing chair', 'Sofa 3-seater']);
    expect(screen.getByRole('button', { name: 'Move item 1 up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move item 3 down' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(keys()).toEqual(['Wing chair', 'Sofa 3-seater']);
  });

  it('runs the item reset when the category changes, and loads the new category fields with their defaults', async () => {
    const { user, store } = await renderDetails({
      auction: { mainCategoryId: 5, categoryId: 503 },
      items: [
        {
          itemCategoryId: 2403,
          name: 'Crate',
          length: 150,
          width: 110,
          height: 90,
          weight: 700,
          itemsNumber: 3,
          packed: true,
        },
      ],
    });
    const category = await screen.findByRole('combobox', { name: 'Type of item' });
    await user.selectOptions(category, 'Industrial pallet 120×100');
    await waitFor(() =>
      expect(store.getState().items[0]).toMatchObject({ length: 120, width: 100 }),
    );
    // Only id, category, count and wheels survive; the defaults of the new category fill in.
    expect(store.getState().items[0]).toMatchObject({
      itemCategoryId: 2402,
      itemsNumber: 3,
      name: null,
      height: null,
      weight: null,
      packed: true,
    });

    // Choosing no category at all is the hard reset: the item is emptied.
    await user.selectOptions(category, '');
    expect(store.getState().items[0]).toMatchObject({
      itemCategoryId: null,
      itemsNumber: null,
      length: null,
      packed: null,
    });
  });
});

describe('Next', () => {
  it('runs the field validators: errors stay, the first one gets focus', async () => {
    const { user, store } = await renderDetails({
      items: [{ itemCategoryId: 2001, name: 'Sofa', length: 0, width: 90, itemsNumber: 1 }],
    });
    await screen.findByRole('spinbutton', { name: /^Length/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const length = screen.getByRole('spinbutton', { name: /^Length/ });
    expect(length).toHaveFocus();
    expect(length).toHaveAttribute('aria-invalid', 'true');
    expect(length).toHaveAccessibleDescription('The value must be at least 1 cm.');
    expect(screen.getByRole('spinbutton', { name: /^Height/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 3 fields before going on.');
    expect(store.getState().form.step).toBe('shippingDetails');
    expect(store.getState().form.isFormCorrect).toBe(false);
  });

  it('the "Please correct N fields" summary counts down as fields are fixed and goes when all are', async () => {
    const { user } = await renderDetails({
      items: [{ itemCategoryId: 2001, name: 'Sofa', length: 0, width: 90, itemsNumber: 1 }],
    });
    await screen.findByRole('spinbutton', { name: /^Length/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 3 fields');

    const length = screen.getByRole('spinbutton', { name: /^Length/ });
    await user.clear(length);
    await user.type(length, '200');
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Please correct 2 fields'),
    );
    await user.type(screen.getByRole('spinbutton', { name: /^Height/ }), '80');
    await user.type(screen.getByRole('spinbutton', { name: /^Weight/ }), '40');
    await waitFor(() => expect(screen.queryByText(/Please correct/)).not.toBeInTheDocument());
  });

  it('lets warnings through: they look different, do not block, and mark the item oversize', async () => {
    const { user, store } = await renderDetails({
      auction: validDates,
      items: [{ ...sofa, length: 450 }],
    });
    const length = await screen.findByRole('spinbutton', { name: /^Length/ });
    // Warnings show while typing, before Next, in the validator's own words (its message map).
    const warning = await screen.findByText(
      'Over 400 cm counts as oversize – the courier may need a bigger vehicle.',
    );
    expect(warning.closest('[data-level]')).toHaveAttribute('data-level', 'warning');
    expect(length).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(store.getState().form.step).toBe('summary'));
    expect(store.getState().items[0]).toMatchObject({ oversize: true, touched: true });
    expect(store.getState().form.isFormCorrect).toBe(true);
  });

  it.each([
    ['en', 'The year of manufacture is in the future.'],
    ['pl', 'Rok produkcji jest w przyszłości.'],
    ['de', 'Das Baujahr liegt in der Zukunft.'],
  ] as const)(
    'shows the API\u2019s own message for a future year of manufacture (%s page)',
    async (locale, message) => {
      // The page's locale, which the API calls ask for (Accept-Language), is the form's.
      document.documentElement.lang = locale;
      resetPageConfigForTests();
      resetHttpForTests();
      try {
        await renderDetails({
          locale,
          auction: { ...validDates, categoryId: 301 },
          items: [{ itemCategoryId: 2200, model: 'Škoda Octavia', productionDate: '2031' }],
        });
        const warning = await screen.findByText(message);
        expect(warning.closest('[data-level]')).toHaveAttribute('data-level', 'warning');
        expect(screen.queryByText(/bigger vehicle|unusual/)).not.toBeInTheDocument();
      } finally {
        document.documentElement.removeAttribute('lang');
        resetPageConfigForTests();
        resetHttpForTests();
      }
    },
  );

  it('asks for a category when the shipping category offers several', async () => {
    const { user } = await renderDetails({ auction: { categoryId: 104 }, items: [{}] });
    const category = await screen.findByRole('combobox', { name: 'Type of item' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(category).toHaveFocus();
    // The error joins the hint rather than replacing it: the customer still learns what the field is.
    expect(category).toHaveAccessibleDescription(
      /^The group it belongs to.+This field is required\.$/,
    );
    const item = category.closest('li') as HTMLElement;
    expect(within(item).getByRole('combobox', { name: 'Item name' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});

describe('the three fields that describe an item', () => {
  it('say what each is for: category → sub-type → the customer’s own name', async () => {
    await renderDetails({ items: [sofa] });
    const category = await screen.findByRole('combobox', { name: 'Type of item' });
    expect(category).toHaveAccessibleDescription(
      'The group it belongs to, e.g. furniture: it decides which details we ask for.',
    );
    const subType = screen.getByRole('combobox', { name: 'Sub-type (optional)' });
    expect(subType).toHaveAccessibleDescription('The closest match, if one fits.');
    const name = screen.getByRole('combobox', { name: 'Item name' });
    expect(name).toHaveAccessibleDescription(
      'In your own words, as couriers will read it. Pick a suggestion to fill in typical measurements.',
    );
  });
});

describe("the items' lookups", () => {
  it('are subscribed once for the list, not once per item', async () => {
    const { store } = await renderDetails({ items: [sofa, sofa, sofa] });
    await screen.findByRole('heading', { name: 'Item 3' });
    await screen.findAllByRole('combobox', { name: 'Type of item' });
    const subscribers = () => {
      const selectors = store.dispatch(
        formApi.internalActions.internal_getRTKQSubscriptions(),
      ) as unknown as { getSubscriptions(): Map<string, Map<string, unknown>> };
      return Object.fromEntries(
        [...selectors.getSubscriptions()].map(([key, each]) => [key.split('(')[0], each.size]),
      );
    };
    // The category list: the screen's and the list's, whatever the number of items.
    expect(subscribers()).toMatchObject({
      getCategories: 2,
      getItemCategories: 1,
      getItemCategoriesOfLevel: 1,
    });
  });
});
