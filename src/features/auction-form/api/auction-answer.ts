import * as v from 'valibot';
import { ADDRESS_FIELDS, addressSchema as modelAddress } from '../model/address';
import { AUCTION_FIELDS } from '../model/auction';
import { wireEntries } from '../model/field-kinds';
import { ITEM_FIELDS } from '../model/item';
import { PICTURE_FIELDS } from '../model/picture';
import { optionalList, wireId } from '../model/wire';

/** An address of a loaded auction (spec section 3); coordinates may come as DECIMAL strings. */
const addressSchema = v.object(wireEntries(ADDRESS_FIELDS));
const noAddress = () => v.getDefaults(modelAddress);

/**
 * api_get_auction_form_data: the auction (spec section 3), read field by field as the model
 * declares it (model/auction.ts); items get their client-only key when loaded. Unknown fields
 * are dropped.
 */
export const auctionAnswerSchema = v.pipe(
  // A list passes `v.object` when every field is optional: refuse it first.
  v.custom<Record<string, unknown>>(
    (input) => typeof input === 'object' && input !== null && !Array.isArray(input),
    'an auction object',
  ),
  v.object({
    ...wireEntries(AUCTION_FIELDS),
    fromAddress: v.nullish(addressSchema, noAddress),
    toAddress: v.nullish(addressSchema, noAddress),
    pictures: optionalList(v.object(wireEntries(PICTURE_FIELDS))),
    items: optionalList(v.object(wireEntries(ITEM_FIELDS))),
  }),
);

/** The id a write (api_post_auction, api_patch_auction_form_data) answers with; the rest is not shown by the spec. */
export const auctionWriteAnswerSchema = v.object({ id: v.pipe(wireId, v.minValue(1)) });
