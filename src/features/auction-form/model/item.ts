import { newKey } from '../services/ids';

/** One item to ship (spec section 3), plus the client-only `touched` flag and React `key`. */
export interface Item {
  id: number | null;
  tmpId: string | null;
  name: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  itemsNumber: number | null;
  oversize: boolean;
  itemCategoryId: number | null;
  model: string | null;
  productionDate: string | null;
  bodyType: string | null;
  hasWheels: boolean | null;
  isAdjustedByUser: boolean | null;
  palletized: boolean | null;
  dimensionsEstimated: boolean | null;
  packed: boolean | null;
  autocompleteItemId: number | string | null;
  /** Client only: the customer has edited this item (shows its errors). */
  touched: boolean;
  /** Client only: a stable unique key, never sent. */
  key: string;
}

export const emptyItem = (key: string = newKey()): Item => ({
  id: null,
  tmpId: null,
  name: null,
  length: null,
  width: null,
  height: null,
  weight: null,
  itemsNumber: null,
  oversize: false,
  itemCategoryId: null,
  model: null,
  productionDate: null,
  bodyType: null,
  hasWheels: null,
  isAdjustedByUser: null,
  palletized: null,
  dimensionsEstimated: null,
  packed: null,
  autocompleteItemId: null,
  touched: false,
  key,
});
