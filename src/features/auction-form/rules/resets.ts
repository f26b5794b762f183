import { emptyItem, type Item } from '../model/item';

/** Item reset: only id, category, count and wheels survive (and the client key). */
export function resetItem(item: Item): Item {
  return {
    ...emptyItem(item.key),
    id: item.id,
    itemCategoryId: item.itemCategoryId,
    itemsNumber: item.itemsNumber,
    hasWheels: item.hasWheels,
  };
}

/** Hard reset: an empty item that keeps only its client key. */
export const hardResetItem = (item: Item): Item => emptyItem(item.key);
