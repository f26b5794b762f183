import { apiRequest } from '../../../core/http/client';
import type { Auction } from '../model/auction';
import type { FormMode } from '../model/steps';

/** How `api_get_auction_form_data` is asked for each form mode (spec section 4). */
export type LoadMode = 'read' | 'edit' | 'copy';
export const LOAD_MODES: Readonly<Record<FormMode, LoadMode>> = {
  addNew: 'read',
  edit: 'edit',
  copy: 'copy',
};

export function fetchAuction(
  auctionId: number,
  mode: FormMode,
  newUuid?: string,
  signal?: AbortSignal,
): Promise<Auction> {
  return apiRequest<Auction>({
    route: 'api_get_auction_form_data',
    params: { auctionId, mode: LOAD_MODES[mode], ...(newUuid ? { newUuid } : {}) },
    signal,
  });
}
