import type { Storage as PersistStorage } from 'redux-persist';
import { getStorage, type SafeStorage } from '@/core/storage/safe-storage';
import { shouldKeepDraft } from '../rules/draft-keeping';

/** Writes waiting for an idle moment, by storage key (the newest value wins). */
const pending = new Map<string, { storage: SafeStorage; value: string }>();
let scheduled = false;

function write(key: string): void {
  const entry = pending.get(key);
  if (!entry) return;
  pending.delete(key);
  if (shouldKeepDraft(entry.value)) entry.storage.setItem(key, entry.value);
  else entry.storage.removeItem(key);
}

/** Writes every waiting draft now: the tab is being hidden or closed, or a test reads storage. */
export function flushDraftWrites(): void {
  for (const key of [...pending.keys()]) write(key);
}

/** Forgets a waiting write, so a draft cleared now is not written back a moment later. */
export function cancelDraftWrite(key: string): void {
  pending.delete(key);
}

function scheduleWrites(): void {
  if (scheduled) return;
  scheduled = true;
  const run = () => {
    scheduled = false;
    flushDraftWrites();
  };
  // Off the input path: the write (rule check, localStorage) waits for a moment with no frame due.
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: DRAFT_WRITE_TIMEOUT_MS });
  else setTimeout(run, 0);
}

/** The longest a draft write waits for an idle moment. */
const DRAFT_WRITE_TIMEOUT_MS = 500;

/**
 * redux-persist wants promises; the shared storage never throws and falls back to memory.
 * A draft on the category step is removed rather than written (shouldKeepDraft). Writes
 * wait for an idle moment (flushDraftWrites on pagehide writes them at once).
 */
export function persistStorage(storage: SafeStorage = getStorage()): PersistStorage {
  return {
    getItem: (key: string) => {
      // A read sees the newest draft, written or waiting.
      write(key);
      return Promise.resolve(storage.getItem(key));
    },
    setItem: (key: string, value: string) => {
      pending.set(key, { storage, value });
      scheduleWrites();
      return Promise.resolve();
    },
    removeItem: (key: string) => {
      pending.delete(key);
      return Promise.resolve(storage.removeItem(key));
    },
  };
}

export const DRAFT_KEY_PREFIX = 'persist:';
