import { apiRequest } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import type { Auction } from '../model/auction';
import { newKey } from '../model/ids';
import type { FormMode } from '../model/steps';
import { auctionAnswerSchema } from './auction-answer';

/** How `api_get_auction_form_data` is asked for each form mode (spec section 4). */
export type LoadMode = 'read' | 'edit' | 'copy';
const LOAD_MODES: Readonly<Record<FormMode, LoadMode>> = {
  addNew: 'read',
  edit: 'edit',
  copy: 'copy',
};

export async function fetchAuction(
  auctionId: number,
  mode: FormMode,
  newUuid?: string,
  signal?: AbortSignal,
): Promise<Auction> {
  const answer = await apiRequest<unknown>({
    route: 'api_get_auction_form_data',
    params: { auctionId, mode: LOAD_MODES[mode], ...(newUuid ? { newUuid } : {}) },
    signal,
  });
  const auction = parseAnswer('api_get_auction_form_data', auctionAnswerSchema, answer);
  return {
    ...auction,
    items: auction.items.map((item) => ({ ...item, touched: false, key: newKey() })),
  };
}
