import type { Storage as PersistStorage } from 'redux-persist';
import { getStorage, type SafeStorage } from '../../../core/storage/safe-storage';

/** redux-persist wants promises; the shared storage never throws and falls back to memory. */
export function persistStorage(storage: SafeStorage = getStorage()): PersistStorage {
  return {
    getItem: (key: string) => Promise.resolve(storage.getItem(key)),
    setItem: (key: string, value: string) => Promise.resolve(storage.setItem(key, value)),
    removeItem: (key: string) => Promise.resolve(storage.removeItem(key)),
  };
}

export const DRAFT_KEY_PREFIX = 'persist:';
