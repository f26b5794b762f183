import { emptyAuctionFields, pickDates, type AuctionFields } from '../model/auction';
import { emptyItem, type Item } from '../model/item';

/**
 * What a soft reset keeps of the auction (spec section 4): the dates, the distance and the
 * polyline, and the auction's identity (id, uuid, token, status), or an edited or anonymous
 * auction would lose itself. Addresses live in their own slice and are simply left alone.
 */
function softResetKept(fields: AuctionFields) {
  return {
    id: fields.id,
    uuid: fields.uuid,
    token: fields.token,
    status: fields.status,
    ...pickDates(fields),
    distance: fields.distance,
    polylineString: fields.polylineString,
  };
}

/** Soft reset (spec section 4): what it keeps stays, the rest goes back to defaults. */
export function softResetAuction(fields: AuctionFields): AuctionFields {
  return { ...emptyAuctionFields(fields.uuid), ...softResetKept(fields) };
}

/**
 * Undoing a soft reset: the auction as it was before it, except what the reset kept, which
 * stays as it is now (a route or dates changed since are the customer's latest).
 */
export function undoSoftResetAuction(current: AuctionFields, before: AuctionFields): AuctionFields {
  return { ...before, ...softResetKept(current) };
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
