import { screen } from '@testing-library/react';
import { renderDetails } from './render-details';

// Every item row and the screen itself call useCategorySlugs once per render: counting its calls counts those renders.
const slugCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock(
  '../../../../src/features/auction-form/steps/details/use-category-slugs',
  async (importOriginal) => {
    const original =
      await importOriginal<
        typeof import('@/features/auction-form/steps/details/use-category-slugs')
      >();
    return {
      useCategorySlugs: () => {
        slugCalls.count += 1;
        return original.useCategorySlugs();
      },
    };
  },
);

const sofa = {
  itemCategoryId: 2001,
  name: 'Sofa 3-seater',
  weight: 60,
  itemsNumber: 1,
  length: 210,
  width: 90,
  height: 85,
};

describe('render isolation', () => {
  it('typing in an item field re-renders that field, not the rows or the screen', async () => {
    const { user, store } = await renderDetails({
      currency: 'GBP',
      items: [sofa, { ...sofa, name: 'Armchair', itemCategoryId: 2004 }],
    });
    const lengths = await screen.findAllByRole('spinbutton', { name: /^Length/ });
    // Let the lookups settle (fields, title) before counting.
    await screen.findByDisplayValue('Sofa 3-seater and Armchair', {}, { timeout: 3000 });
    const before = slugCalls.count;

    await user.clear(lengths[1] as HTMLElement);
    await user.type(lengths[1] as HTMLElement, '123');

    expect(store.getState().items[1]?.length).toBe(123);
    expect(lengths[1]).toHaveValue(123);
    expect(slugCalls.count).toBe(before);
  });
});
