import type { Auction } from '../model/auction';
import type { Item } from '../model/item';
import type { FormMode } from '../model/steps';

/** An item as the API takes it: the client-only `touched` flag and React `key` stay behind. */
export type ApiItem = Omit<Item, 'touched' | 'key'>;
export type ApiAuction = Omit<Auction, 'items'> & { items: ApiItem[] };

export interface PayloadInput {
  auction: Auction;
  /** The customer's own total weight when typed, else the one derived from the items. */
  totalWeight: number;
  isAuctionTitleEnteredByUser: boolean;
  formMode: FormMode;
  deviceUID: string;
  /** `data-submit-parameters`: extra fields the page adds to every submit. */
  extraParameters: Record<string, unknown>;
}

const toApiItem = ({ touched: _touched, key: _key, ...item }: Item): ApiItem => item;

function apiAuction(input: PayloadInput): ApiAuction {
  return {
    ...input.auction,
    totalWeight: input.totalWeight,
    items: input.auction.items.map(toApiItem),
  };
}

/**
 * `api_post_auction` (add and copy): the whole auction, the title flag, the
 * device id, the page's extra parameters and the form mode. The extras come
 * first so a page can never overwrite what the customer filled in.
 */
export function postPayload(input: PayloadInput): Record<string, unknown> {
  return {
    ...input.extraParameters,
    ...apiAuction(input),
    isAuctionTitleEnteredByUser: input.isAuctionTitleEnteredByUser,
    deviceUID: input.deviceUID,
    formMode: input.formMode,
  };
}

/** `api_patch_auction_form_data` (edit): the whole auction, the title flag and the extra parameters. */
export function patchPayload(input: PayloadInput): Record<string, unknown> {
  return {
    ...input.extraParameters,
    ...apiAuction(input),
    isAuctionTitleEnteredByUser: input.isAuctionTitleEnteredByUser,
  };
}
