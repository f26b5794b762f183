import { screen } from '@testing-library/react';
import { emptyAuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem } from '@/features/auction-form/model/item';
import { initialFormState } from '@/features/auction-form/state/navigation/form-slice';
import { findHeadline, renderForm } from '../../../render-form';

const CONFIG = { newFormCategoryIds: [601, 602, 603], designatedSubcategoryIds: [501, 301] };
const tile = (name: RegExp | string) => screen.findByRole('button', { name });
const findHeadlineText = async (text: string) =>
  expect(await findHeadline()).toHaveTextContent(text);

describe('a category change that clears what was entered (soft reset)', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/form/en/');
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('warns before a pick that would clear what was entered, and the route step offers to undo it', async () => {
    const { store, user } = await renderForm({
      config: { ...CONFIG, initialStep: 'category' },
      preloadedState: {
        auction: {
          ...emptyAuctionFields('u-1'),
          mainCategoryId: 1,
          categoryId: 101,
          title: 'Sofa',
          description: 'Blue',
          distance: 300,
          polylineString: 'p',
        },
        items: [{ ...emptyItem('a'), name: 'Sofa', weight: 50 }],
        pictures: [{ uid: 'pic-1', originalName: 'sofa.jpg', originalUrl: null, thumbUrl: null }],
        form: {
          ...initialFormState(),
          step: 'shippingDetails',
          maxStepNumber: 3,
          categoryName: 'Sofas',
          isTitleEnteredByUser: true,
        },
      },
    });
    expect(
      await screen.findByText(
        'Choosing a different category clears the items, photos, title and description you entered. Your route and dates stay.',
      ),
    ).toBeInTheDocument();
    const before = store.getState();
    await user.click(await tile(/All categories/));
    await user.click(await tile(/Musical instruments/));
    await findHeadlineText('Where and when?');
    expect(store.getState().items[0]?.name).toBeNull();
    const notice = await screen.findByText(
      /^You changed the category to .+: the items, photos, title and description you entered for Sofas were cleared\.$/,
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo: back to Sofas' }));
    const after = store.getState();
    expect(after.auction).toEqual(before.auction);
    expect(after.items).toEqual(before.items);
    expect(after.pictures).toEqual(before.pictures);
    expect(after.form).toMatchObject({ categoryName: 'Sofas', isTitleEnteredByUser: true });
    // The customer stays where the pick led; the button is gone, the message takes the focus.
    expect(after.form.step).toBe('route');
    const restored = screen.getByText(
      'Back to Sofas, with your items, photos, title and description.',
    );
    expect(restored).toHaveFocus();
  });
});
