import { emptyAuctionFields, type AuctionFields } from '../model/auction';
import { emptyItem, type Item } from '../model/item';

/**
 * Soft reset (spec section 4): dates, addresses, distance and polyline stay,
 * the rest goes back to defaults. The auction's identity (id, uuid, token,
 * status) stays too, or an edited or anonymous auction would lose itself.
 * Addresses live in their own slice and are simply left alone.
 */
export function softResetAuction(fields: AuctionFields): AuctionFields {
  return {
    ...emptyAuctionFields(fields.uuid),
    id: fields.id,
    token: fields.token,
    status: fields.status,
    dateFixed: fields.dateFixed,
    sendDateFrom: fields.sendDateFrom,
    sendDateTo: fields.sendDateTo,
    receiveDateFrom: fields.receiveDateFrom,
    receiveDateTo: fields.receiveDateTo,
    distance: fields.distance,
    polylineString: fields.polylineString,
  };
}

/** After a soft reset the customer starts again with one empty item. */
export const softResetItems = (): Item[] => [emptyItem()];

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
