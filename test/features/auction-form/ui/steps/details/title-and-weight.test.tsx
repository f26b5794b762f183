import { screen, waitFor } from '@testing-library/react';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { TYPING_PAUSES } from '@/features/auction-form/state/store/typing-pauses';
import { crossPause } from '../../../state/store/cross-pause';
import { recordRequests, renderDetails } from './render-details';

const sofa = {
  itemCategoryId: 2001,
  name: 'Sofa 3-seater',
  weight: 60,
  itemsNumber: 2,
  length: 210,
  width: 90,
  height: 85,
};
const armchair = {
  itemCategoryId: 2004,
  name: 'Armchair',
  weight: 25,
  itemsNumber: 1,
  length: 85,
  width: 85,
  height: 95,
};

describe('title', () => {
  it('is generated from the items until the customer types their own, then stays theirs', async () => {
    const requests = recordRequests();
    const { user, store } = await renderDetails({ items: [sofa, armchair] });
    const title = await screen.findByRole('textbox', { name: 'Title of your listing' });
    await waitFor(() => expect(title).toHaveValue('2 × Sofa 3-seater and Armchair'));
    expect(store.getState().form.isTitleEnteredByUser).toBe(false);
    expect(requests.filter((r) => r === 'POST /api/auction/title')).toHaveLength(1);

    // An item change while the title is generated asks again.
    store.dispatch(updateItem({ key: 'test-item-1', patch: { name: 'Office chair' } }));
    await waitFor(() => expect(title).toHaveValue('2 × Sofa 3-seater and Office chair'));

    await user.clear(title);
    await user.type(title, 'My old sofa');
    expect(store.getState().form.isTitleEnteredByUser).toBe(true);
    // The store takes a keystroke after the frame that paints it.
    await waitFor(() => expect(store.getState().auction.title).toBe('My old sofa'));
    const asked = requests.filter((r) => r === 'POST /api/auction/title').length;

    // Past the pause: nothing is asked (not even started) and the customer's title stays.
    await crossPause(TYPING_PAUSES.titleMs + 1, () =>
      store.dispatch(updateItem({ key: 'test-item-1', patch: { name: 'Footstool' } })),
    );
    expect(store.getState().session.generatingTitle).toBe(false);
    expect(title).toHaveValue('My old sofa');
    expect(requests.filter((r) => r === 'POST /api/auction/title')).toHaveLength(asked);

    await user.click(screen.getByRole('button', { name: 'Use the suggested title' }));
    expect(store.getState().form.isTitleEnteredByUser).toBe(false);
    await waitFor(() => expect(title).toHaveValue('2 × Sofa 3-seater and Footstool'));
  });
});

describe('total weight', () => {
  it('is derived from the items until the customer edits it; the flag records the edit', async () => {
    const { user, store } = await renderDetails({ items: [sofa, armchair] });
    const total = await screen.findByRole('spinbutton', { name: 'Total weight of the load' });
    expect(total).toHaveValue(145); // 60 × 2 + 25
    expect(screen.getByText('Worked out from your items.')).toBeInTheDocument();

    store.dispatch(updateItem({ key: 'test-item-1', patch: { weight: 30 } }));
    await waitFor(() => expect(total).toHaveValue(150));
    expect(store.getState().form.isTotalWeightEditedByUser).toBe(false);

    await user.clear(total);
    await user.type(total, '200');
    expect(store.getState().form.isTotalWeightEditedByUser).toBe(true);
    await waitFor(() => expect(store.getState().auction.totalWeight).toBe(200));

    // The items no longer move the customer's total.
    store.dispatch(updateItem({ key: 'test-item-1', patch: { weight: 40 } }));
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: /Use the weight of the items \(160 kg\)/ }),
      ).toBeInTheDocument(),
    );
    expect(total).toHaveValue(200);

    await user.click(screen.getByRole('button', { name: /Use the weight of the items/ }));
    expect(store.getState().form.isTotalWeightEditedByUser).toBe(false);
    expect(total).toHaveValue(160);
  });
});
