import {
  createMigrate,
  type MigrationManifest,
  type PersistConfig,
  type PersistedState,
} from 'redux-persist';
import { getStorage } from '@/core/storage/safe-storage';
import type { FormMode } from '../model/steps';
import { DRAFT_VERSION, draftMigrations } from './draft-migrations';
import { salvageDraft } from './draft-schema';
import { draftStorageKey, type DraftStorage } from './draft-storage';
import { DRAFT_SLICES } from './root-reducer';
import type { RootState } from './root-state';

/** Each mode and auction keeps its own draft, so an edit never overwrites a new request. */
export const draftKey = (mode: FormMode, auctionId?: number | null): string =>
  `auction-form:${mode}${auctionId ? `:${auctionId}` : ''}`;

/**
 * redux-persist's `throttle`: while changes go on, the persistoid's interval stages one changed
 * slice per tick of this many ms and hands the draft to the storage when none is left, so typing
 * makes a write every tick or two, never one per keystroke.
 */
export const DRAFT_THROTTLE_MS = 400;

// The package types a migration's state as `{ _persist }` only; ours read the slices loosely.
const runMigrations = createMigrate(draftMigrations as unknown as MigrationManifest);

/**
 * createMigrate's migrations, then what is valid of the draft field by field (salvageDraft); a
 * draft with nothing to keep, or whose migration threw, is dropped (and deleted). Only the draft
 * slices come back, never a stored `session` or `formApi`.
 */
export function migrateDraft(key: string) {
  return async (state: PersistedState, version: number): Promise<PersistedState> => {
    if (!state) return undefined;
    // A draft of a newer release (after a rollback) goes to the field-by-field check as it is, as
    // createMigrate would return it, without its development-build "downgrading" console error.
    const newer = (state._persist as { version?: unknown } | undefined)?.version;
    const migrated =
      typeof newer === 'number' && newer > version
        ? state
        : await runMigrations(state, version).catch(() => undefined);
    const salvaged = migrated ? salvageDraft(migrated) : null;
    if (!salvaged) {
      clearDraft(key);
      return undefined;
    }
    return salvaged.draft as unknown as PersistedState;
  };
}

/**
 * The draft's redux-persist config. `serialize: false` and `deserialize: false` hand the slices to
 * our storage as objects (draft-storage.ts encodes changed slices, in an idle callback); `timeout:
 * 0` because the storage answers at once (no timer left behind). The `deserialize` option is read
 * by getStoredState but missing from the package's types.
 */
export function draftPersistConfig(
  key: string,
  storage: DraftStorage,
): PersistConfig<RootState> & { deserialize: false } {
  return {
    key,
    storage,
    version: DRAFT_VERSION,
    whitelist: [...DRAFT_SLICES],
    serialize: false,
    deserialize: false,
    throttle: DRAFT_THROTTLE_MS,
    timeout: 0,
    migrate: migrateDraft(key),
  };
}

/** Forgets the saved draft (spec: selecting the category step clears the saved listing state). */
export const clearDraft = (key: string): void => getStorage().removeItem(draftStorageKey(key));
