import type { Storage as PersistStorage } from 'redux-persist';
import { getStorage, type SafeStorage } from '@/core/storage/safe-storage';
import { shouldKeepDraft } from '../rules/draft-keeping';

/**
 * redux-persist wants promises; the shared storage never throws and falls back to memory.
 * A draft on the category step is removed rather than written (shouldKeepDraft).
 */
export function persistStorage(storage: SafeStorage = getStorage()): PersistStorage {
  return {
    getItem: (key: string) => Promise.resolve(storage.getItem(key)),
    setItem: (key: string, value: string) =>
      Promise.resolve(
        shouldKeepDraft(value) ? storage.setItem(key, value) : storage.removeItem(key),
      ),
    removeItem: (key: string) => Promise.resolve(storage.removeItem(key)),
  };
}

export const DRAFT_KEY_PREFIX = 'persist:';
