import { waitFor } from '@testing-library/react';
import { formApi } from '@/features/auction-form/api/form-api';
import { itemCategoryChosen } from '@/features/auction-form/state/details/items-slice';
import { detailsStore } from '../store/listener-store';

const item = (store: ReturnType<typeof detailsStore>, index = 0) => store.getState().items[index];

describe('item category listener', () => {
  it('fills a chosen category’s defaults into the fields the item leaves empty', async () => {
    const store = detailsStore({ categoryId: 501, items: [{ height: 150 }] });
    store.dispatch(itemCategoryChosen({ key: 'item-0', itemCategoryId: 2400 }));
    // The choice itself is synchronous: the other fields reset at once.
    expect(item(store)).toMatchObject({ itemCategoryId: 2400, height: null });
    await waitFor(() => expect(item(store)).toMatchObject({ length: 120, width: 80 }));
  });

  it('drops the defaults of a category the customer already left', async () => {
    const store = detailsStore({ categoryId: 501 });
    store.dispatch(itemCategoryChosen({ key: 'item-0', itemCategoryId: 2400 }));
    store.dispatch(itemCategoryChosen({ key: 'item-0', itemCategoryId: 2403 }));
    await store.dispatch(formApi.endpoints.getItemCategoryFields.initiate(2400));
    await store.dispatch(formApi.endpoints.getItemCategoryFields.initiate(2403));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(item(store)).toMatchObject({ itemCategoryId: 2403, length: null, width: null });
  });

  it('clearing the category empties the item', () => {
    const store = detailsStore({ items: [{ itemCategoryId: 2001, name: 'Sofa', length: 200 }] });
    store.dispatch(itemCategoryChosen({ key: 'item-0', itemCategoryId: null }));
    expect(item(store)).toMatchObject({ itemCategoryId: null, name: null, length: null });
  });

  it('chooses the only item category of a shipping category for every item without one', async () => {
    const store = detailsStore({ categoryId: 501, items: [{}, { itemCategoryId: null }] });
    await store.dispatch(
      formApi.endpoints.getItemCategoriesOfLevel.initiate({ auctionCategoryId: 501, level: 1 }),
    );
    await waitFor(() => {
      expect(item(store, 0)).toMatchObject({ itemCategoryId: 2400, length: 120, width: 80 });
      expect(item(store, 1)).toMatchObject({ itemCategoryId: 2400, length: 120, width: 80 });
    });
  });

  it('leaves the choice to the customer when there are several', async () => {
    const store = detailsStore({ categoryId: 201 });
    await store.dispatch(
      formApi.endpoints.getItemCategoriesOfLevel.initiate({ auctionCategoryId: 201, level: 1 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(item(store)?.itemCategoryId).toBeNull();
  });
});
