import { getStorage } from '@/core/storage/safe-storage';

/** The ids of auctions added and updated on this device (spec section 3, "Stored on the device"). */
export const ADDED_AUCTION_IDS_KEY = 'auction-form:added-auction-ids';
export const UPDATED_AUCTION_IDS_KEY = 'auction-form:updated-auction-ids';

function read(key: string): number[] {
  try {
    const parsed: unknown = JSON.parse(getStorage().getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => typeof id === 'number') : [];
  } catch {
    return [];
  }
}

function remember(key: string, id: number): void {
  const ids = read(key).filter((known) => known !== id);
  getStorage().setItem(key, JSON.stringify([...ids, id]));
}

export const rememberAddedAuction = (id: number): void => remember(ADDED_AUCTION_IDS_KEY, id);
export const rememberUpdatedAuction = (id: number): void => remember(UPDATED_AUCTION_IDS_KEY, id);
