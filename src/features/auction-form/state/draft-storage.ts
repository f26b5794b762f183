import type { SafeStorage } from '@/core/storage/safe-storage';
import { DRAFT_SLICES, type DraftSlice } from './root-reducer';

/** The storage key's prefix and the stored shape are redux-persist's, which wrote the drafts before: those keep restoring. */
const DRAFT_KEY_PREFIX = 'persist:';

/** A saved draft as parsed: the draft slices there were, and `_persist` (its version). */
export type SavedDraft = Partial<Record<DraftSlice | '_persist', unknown>>;

const SAVED_KEYS: readonly string[] = [...DRAFT_SLICES, '_persist'];

/**
 * Each slice as last encoded: a write encodes only the slices that changed since (an edit's route
 * holds a long polyline, and a keystroke in an item changes the items alone).
 */
export interface EncodedSlices {
  values: Partial<Record<DraftSlice, unknown>>;
  encoded: Partial<Record<DraftSlice, string>>;
}
export const noEncodedSlices = (): EncodedSlices => ({ values: {}, encoded: {} });

/** A JSON object of JSON-encoded slices, `_persist` holding the version (redux-persist's format). */
export function serializeDraft(
  slices: Record<DraftSlice, unknown>,
  version: number,
  cache: EncodedSlices = noEncodedSlices(),
): string {
  const members = DRAFT_SLICES.map((slice) => {
    if (cache.encoded[slice] === undefined || cache.values[slice] !== slices[slice]) {
      cache.values[slice] = slices[slice];
      // The slice's JSON as a JSON string: the member's value in the stored object.
      cache.encoded[slice] = JSON.stringify(JSON.stringify(slices[slice]));
    }
    return `"${slice}":${cache.encoded[slice]}`;
  });
  members.push(`"_persist":${JSON.stringify(JSON.stringify({ version, rehydrated: true }))}`);
  return `{${members.join(',')}}`;
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

/** Writes the draft, or removes it when it must not be kept (rules/draft-keeping.ts). */
export function writeDraft(storage: SafeStorage, key: string, serialized: string | null): void {
  if (serialized !== null) storage.setItem(`${DRAFT_KEY_PREFIX}${key}`, serialized);
  else storage.removeItem(`${DRAFT_KEY_PREFIX}${key}`);
}
