import { getStorage } from '@/core/storage/safe-storage';
import type { FormMode } from '../model/steps';
import { draftMigrations, type PersistedState } from './draft-migrations';
import { salvageDraft } from './draft-schema';
import { writeDraft } from './draft-storage';

/** Each mode and auction keeps its own draft, so an edit never overwrites a new request. */
export const draftKey = (mode: FormMode, auctionId?: number | null): string =>
  `auction-form:${mode}${auctionId ? `:${auctionId}` : ''}`;

/** Drafts without a version (none was ever written so) count as older than every migration. */
const NO_VERSION = -1;

/**
 * The migrations from the draft's version up to `version`, in order (as redux-persist's
 * createMigrate ran them, so drafts it saved migrate the same way); a newer draft is kept as it is.
 */
function migrate(state: PersistedState, version: number): PersistedState {
  const saved = state._persist as { version?: unknown } | undefined;
  const inbound = saved && saved.version !== undefined ? saved.version : NO_VERSION;
  if ((inbound as number) >= version) return state; // current, or newer than this code knows
  return Object.keys(draftMigrations)
    .map(Number)
    .filter((key) => version >= key && key > (inbound as number))
    .sort((a, b) => a - b)
    .reduce((migrated, key) => draftMigrations[key]!(migrated), state);
}

/**
 * Runs the migrations, then keeps what is valid of the draft field by field (salvageDraft); a
 * draft with nothing to keep is dropped (and deleted). Only the draft slices come back, never a
 * stored `session` or `formApi`.
 */
export function migrateDraft(key: string) {
  return (state: PersistedState | undefined, version: number): PersistedState | undefined => {
    if (!state) return undefined;
    let migrated: PersistedState | undefined;
    try {
      migrated = migrate(state, version);
    } catch {
      migrated = undefined;
    }
    const salvaged = migrated ? salvageDraft(migrated) : null;
    if (!salvaged) {
      clearDraft(key);
      return undefined;
    }
    return salvaged.draft as PersistedState;
  };
}

/** Forgets the saved draft (spec: selecting the category step clears the saved listing state). */
export const clearDraft = (key: string): void => writeDraft(getStorage(), key, null);
