// @vitest-environment node
import { emptyAuctionFields, type AuctionFields } from '@/features/auction-form/model/auction';
import { emptyItem, type Item } from '@/features/auction-form/model/item';
import { hardResetItem, resetItem } from '@/features/auction-form/rules/resets';
import {
  softResetAuction,
  softResetItems,
  softResetPictures,
  undoSoftResetAuction,
} from '@/features/auction-form/rules/soft-reset';

const filled: AuctionFields = {
  ...emptyAuctionFields('uuid-1'),
  id: 7,
  token: 'tok',
  status: 'active',
  title: 'Sofa to Kraków',
  mainCategoryId: 1,
  categoryId: 101,
  dateFixed: true,
  sendDateFrom: '2026-03-12',
  sendDateTo: '2026-03-14',
  receiveDateFrom: '2026-03-13',
  receiveDateTo: '2026-03-15',
  distance: 293,
  polylineString: 'abc',
  description: 'Heavy',
  priceEstimation: 500,
  bookingSetPrice: 450,
  isFixAvailable: true,
  vatInvoice: true,
  vatInvoiceCountry: 'PL',
  type: 'standard',
  pickupElevator: true,
  deliveryElevator: false,
  pickupFloor: 3,
  deliveryFloor: 1,
  totalWeight: 80,
};

describe('soft reset', () => {
  it('keeps dates, distance and polyline (and identity), resets the rest', () => {
    expect(softResetAuction(filled)).toEqual({
      ...emptyAuctionFields('uuid-1'),
      id: 7,
      token: 'tok',
      status: 'active',
      dateFixed: true,
      sendDateFrom: '2026-03-12',
      sendDateTo: '2026-03-14',
      receiveDateFrom: '2026-03-13',
      receiveDateTo: '2026-03-15',
      distance: 293,
      polylineString: 'abc',
    });
  });

  it('keeps flexible dates flexible', () => {
    expect(softResetAuction({ ...filled, dateFixed: false }).dateFixed).toBe(false);
  });

  it('clears the pictures', () => {
    expect(softResetPictures()).toEqual([]);
  });

  it('starts the items again from one empty item', () => {
    const items = softResetItems();
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({ ...emptyItem(items[0]?.key), key: items[0]?.key });
  });
});

const item: Item = {
  ...emptyItem('k1'),
  id: 3,
  tmpId: 't',
  name: 'Sofa',
  length: 200,
  width: 90,
  height: 80,
  weight: 60,
  itemsNumber: 2,
  oversize: true,
  itemCategoryId: 12,
  model: 'Klippan',
  productionDate: '2020',
  bodyType: 'x',
  hasWheels: true,
  isAdjustedByUser: true,
  palletized: true,
  dimensionsEstimated: true,
  packed: true,
  autocompleteItemId: 99,
  touched: true,
};

describe('item resets', () => {
  it('item reset keeps only id, category, count and wheels', () => {
    expect(resetItem(item)).toEqual({
      ...emptyItem('k1'),
      id: 3,
      itemCategoryId: 12,
      itemsNumber: 2,
      hasWheels: true,
    });
  });

  it('hard reset empties the item, oversize back to false', () => {
    const emptied = hardResetItem(item);
    expect(emptied).toEqual(emptyItem('k1'));
    expect(emptied.oversize).toBe(false);
    expect(emptied.touched).toBe(false);
  });
});

describe('undoSoftResetAuction', () => {
  const reset = softResetAuction(filled);
  it.each<[string, AuctionFields, Partial<AuctionFields>]>([
    ['right after the reset: the auction as it was', reset, {}],
    [
      'dates changed since: the new dates stay',
      { ...reset, sendDateFrom: '2026-04-01', receiveDateFrom: '2026-04-02' },
      { sendDateFrom: '2026-04-01', receiveDateFrom: '2026-04-02' },
    ],
    [
      'a new route since: its distance and line stay',
      { ...reset, distance: 120, polylineString: 'xyz' },
      { distance: 120, polylineString: 'xyz' },
    ],
    ['an id given since (edit saved): it stays', { ...reset, id: 8 }, { id: 8 }],
    [
      'the new category and its title are dropped',
      { ...reset, categoryId: 1001, mainCategoryId: 10, title: 'Piano' },
      {},
    ],
  ])('%s', (_label, current, kept) => {
    expect(undoSoftResetAuction(current, filled)).toEqual({ ...filled, ...kept });
  });
});
