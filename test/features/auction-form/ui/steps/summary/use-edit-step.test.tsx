import { act, screen, waitFor } from '@testing-library/react';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { stepChanged } from '@/features/auction-form/state/navigation/form-slice';
import { setTransportDateRange } from '@/features/auction-form/state/navigation/step-moves';
import { setAddress } from '@/features/auction-form/state/route/addresses-slice';
import { place } from '../../../form-state';
import { findHeadline, renderForm } from '../../../render-form';

// The screens around the link: a summary with one link to a field of the details screen.
vi.mock('@/features/auction-form/ui/steps/summary/summary-step', async () => {
  const { useEditStep } = await import('@/features/auction-form/ui/steps/summary/use-edit-step');
  return {
    default: function Summary() {
      const edit = useEditStep();
      return (
        <button type="button" onClick={() => edit('shippingDetails', 'the-weight')}>
          Fix the weight
        </button>
      );
    },
  };
});
vi.mock('@/features/auction-form/ui/steps/details/details-step', () => ({
  default: () => (
    <label>
      Weight <input id="the-weight" />
    </label>
  ),
}));

describe('useEditStep', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it('goes to the step and gives its field the focus once the screen is shown; the headline leaves it there', async () => {
    const { store, user } = await renderForm({ config: { baseUrl: '/form/en/' } });
    await user.click(await screen.findByRole('button', { name: /Furniture/ }));
    await user.click(await screen.findByRole('button', { name: /Sofas/ }));
    await findHeadline();
    act(() => {
      store.dispatch(setAddress({ which: 'from', address: place('Warszawa', 52.2, 21.0, 1) }));
      store.dispatch(setAddress({ which: 'to', address: place('Kraków', 50.1, 19.9, 2) }));
      void store.dispatch(setTransportDateRange('3days'));
      const key = store.getState().items[0]?.key ?? '';
      store.dispatch(
        updateItem({
          key,
          patch: {
            itemCategoryId: 2001,
            name: 'Sofa',
            length: 2,
            width: 1,
            height: 1,
            weight: 60,
            itemsNumber: 1,
          },
        }),
      );
      // Straight there: the details screen here is a stand-in, so the guard cannot judge its items.
      store.dispatch(stepChanged({ step: 'summary' }));
    });
    await user.click(await screen.findByRole('button', { name: 'Fix the weight' }));

    const weight = await screen.findByRole('textbox', { name: 'Weight' });
    expect(store.getState().form).toMatchObject({
      step: 'shippingDetails',
      returnToStep: 'summary',
    });
    await waitFor(() => expect(weight).toHaveFocus());
    // After the frame and the task in which the headline would take the focus.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(weight).toHaveFocus();
  });
});
