import { screen, waitFor } from '@testing-library/react';
import { renderDetails, SOFA as sofa } from './render-details';

// Every item row and the screen itself call useCategorySlugs once per render: counting its calls counts those renders.
const slugCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/auction-form/ui/steps/details/use-category-slugs', async (importOriginal) => {
  const original =
    await importOriginal<
      typeof import('@/features/auction-form/ui/steps/details/use-category-slugs')
    >();
  return {
    useCategorySlugs: () => {
      slugCalls.count += 1;
      return original.useCategorySlugs();
    },
  };
});

// The item's fields and its name field read the store at event time through useAppStore, once per render.
const storeReads = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/features/auction-form/ui/steps/details/use-app-store', async (importOriginal) => {
  const original =
    await importOriginal<typeof import('@/features/auction-form/ui/steps/details/use-app-store')>();
  return {
    useAppStore: () => {
      storeReads.count += 1;
      return original.useAppStore();
    },
  };
});

describe('render isolation', () => {
  it('typing in an item field re-renders that field, not the rows or the screen', async () => {
    const { user, store } = await renderDetails({
      currency: 'GBP',
      items: [sofa, { ...sofa, name: 'Armchair', itemCategoryId: 2004 }],
    });
    const lengths = await screen.findAllByRole('spinbutton', { name: /^Length/ });
    // Let the lookups settle (fields, title) before counting.
    await screen.findByDisplayValue('Sofa 3-seater and Armchair');
    const before = slugCalls.count;

    await user.clear(lengths[1] as HTMLElement);
    await user.type(lengths[1] as HTMLElement, '123');

    // The field paints the keystroke from its own state; the store takes it after the paint.
    expect(lengths[1]).toHaveValue(123);
    await waitFor(() => expect(store.getState().items[1]?.length).toBe(123));
    expect(slugCalls.count).toBe(before);
  });

  it('the first edit of a suggested item clears its catalogue marks without re-rendering its other fields', async () => {
    const { user, store } = await renderDetails({
      currency: 'GBP',
      items: [{ ...sofa, autocompleteItemId: 77, isAdjustedByUser: false }],
    });
    const length = await screen.findByRole('spinbutton', { name: /^Length/ });
    // Let the title suggestion settle before counting. The item's name holds the same text, so
    // the title field itself is waited for (a display-value query would match either, or both).
    await waitFor(() =>
      expect(document.getElementById('tw-details-title')).toHaveValue('Sofa 3-seater'),
    );
    expect(screen.getByRole('spinbutton', { name: /^Width.*from the catalogue/ })).toBeVisible();
    const before = storeReads.count;

    await user.type(length, '1');

    await waitFor(() =>
      expect(store.getState().items[0]).toMatchObject({ length: 2101, isAdjustedByUser: true }),
    );
    expect(screen.getByRole('spinbutton', { name: /^Width/ })).not.toHaveAccessibleName(
      /from the catalogue/,
    );
    expect(document.querySelector('.catalogueBadge')).toBeNull();
    // The length field alone, once, for the store's update after the paint (the browser edits the
    // field: the keystroke renders nothing): not the width, height and weight fields, not the name.
    expect(storeReads.count - before).toBe(1);
  });
});
