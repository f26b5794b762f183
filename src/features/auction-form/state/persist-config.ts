import { getStorage } from '@/core/storage/safe-storage';
import type { FormMode } from '../model/steps';
import { draftMigrations, type PersistedState } from './draft-migrations';
import { isValidDraft } from './draft-schema';
import { writeDraft } from './draft-storage';
import { DRAFT_SLICES } from './root-reducer';

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

/** Runs the migrations, then drops (and deletes) a draft that does not validate. */
export function migrateDraft(key: string) {
  return (state: PersistedState | undefined, version: number): PersistedState | undefined => {
    if (!state) return undefined;
    let migrated: PersistedState | undefined;
    try {
      migrated = migrate(state, version);
    } catch {
      migrated = undefined;
    }
    if (!migrated || !isValidDraft(migrated)) {
      clearDraft(key);
      return undefined;
    }
    // Only the draft slices may come back, never a stored `session` or `formApi`
    // (a foreign key there once stopped the form from starting).
    const slices: readonly string[] = DRAFT_SLICES;
    return Object.fromEntries(
      Object.entries(migrated).filter(([name]) => slices.includes(name)),
    ) as PersistedState;
  };
}

/** Forgets the saved draft (spec: selecting the category step clears the saved listing state). */
export const clearDraft = (key: string): void => writeDraft(getStorage(), key, null);
