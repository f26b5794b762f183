import { settleTitle } from '@/features/auction-form/state/title-listener';
import { detailsStore } from './listener-store';

describe('settleTitle', () => {
  it('asks for the title of the items at once (Next quicker than the typing pause)', async () => {
    const store = detailsStore({ items: [{ name: 'Sofa', itemsNumber: 2 }] });
    await store.dispatch(settleTitle());
    expect(store.getState().auction.title).toBe('2 × Sofa');
  });

  it('leaves the customer’s own title alone', async () => {
    const store = detailsStore({ items: [{ name: 'Sofa' }] });
    store.dispatch({ type: 'form/setTitleEnteredByUser', payload: true });
    store.dispatch({ type: 'auction/patchAuction', payload: { title: 'My sofa' } });
    await store.dispatch(settleTitle());
    expect(store.getState().auction.title).toBe('My sofa');
  });
});
