import type { SafeStorage } from '@/core/storage/safe-storage';
import { shouldKeepDraft } from '../rules/draft-keeping';
import { DRAFT_SLICES, type DraftSlice } from './root-reducer';

/** The storage key's prefix and the stored shape are redux-persist's, which wrote the drafts before: those keep restoring. */
export const DRAFT_KEY_PREFIX = 'persist:';

/** A saved draft as parsed: the draft slices there were, and `_persist` (its version). */
export type SavedDraft = Partial<Record<DraftSlice | '_persist', unknown>>;

const SAVED_KEYS: readonly string[] = [...DRAFT_SLICES, '_persist'];

/** A JSON object of JSON-encoded slices, `_persist` holding the version (redux-persist's format). */
export function serializeDraft(slices: Record<DraftSlice, unknown>, version: number): string {
  const saved: Record<string, string> = {};
  for (const slice of DRAFT_SLICES) saved[slice] = JSON.stringify(slices[slice]);
  saved._persist = JSON.stringify({ version, rehydrated: true });
  return JSON.stringify(saved);
}

/**
 * Reads the draft: null when there is none, 'unreadable' when it is not our JSON.
 * Only the draft slices and `_persist` are read; any other stored key (a `session`, `__proto__`) is never parsed.
 */
export function readDraft(storage: SafeStorage, key: string): SavedDraft | null | 'unreadable' {
  const raw = storage.getItem(`${DRAFT_KEY_PREFIX}${key}`);
  if (raw === null) return null;
  try {
    const outer: unknown = JSON.parse(raw);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return 'unreadable';
    const draft: SavedDraft = {};
    for (const name of SAVED_KEYS) {
      if (!Object.hasOwn(outer, name)) continue;
      const value = (outer as Record<string, unknown>)[name];
      draft[name as DraftSlice] = typeof value === 'string' ? JSON.parse(value) : value;
    }
    return draft;
  } catch {
    return 'unreadable';
  }
}

/** Writes the draft, or removes it when it must not be kept (spec: the category step clears it). */
export function writeDraft(storage: SafeStorage, key: string, serialized: string): void {
  if (shouldKeepDraft(serialized)) storage.setItem(`${DRAFT_KEY_PREFIX}${key}`, serialized);
  else storage.removeItem(`${DRAFT_KEY_PREFIX}${key}`);
}
