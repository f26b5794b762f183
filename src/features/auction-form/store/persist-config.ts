import { createMigrate, type PersistConfig, type PersistedState } from 'redux-persist';
import { getStorage } from '@/core/storage/safe-storage';
import type { FormMode } from '../model/steps';
import { DRAFT_VERSION, draftMigrations } from './draft-migrations';
import { isValidDraft } from './draft-schema';
import { DRAFT_KEY_PREFIX, persistStorage } from './draft-storage';
import { DRAFT_SLICES, type RootState } from './root-reducer';

/** Each mode and auction keeps its own draft, so an edit never overwrites a new request. */
export const draftKey = (mode: FormMode, auctionId?: number | null): string =>
  `auction-form:${mode}${auctionId ? `:${auctionId}` : ''}`;

/** redux-persist serialises one changed slice per tick this far apart, so typing never waits on JSON and storage. */
const DRAFT_THROTTLE_MS = 40;

const migrate = createMigrate(draftMigrations);

/** Runs the migrations, then drops (and deletes) a draft that does not validate. */
export function migrateDraft(key: string) {
  return async (state: PersistedState, version: number): Promise<PersistedState> => {
    let migrated: PersistedState;
    try {
      migrated = await migrate(state, version);
    } catch {
      migrated = undefined;
    }
    if (state && (!migrated || !isValidDraft(migrated))) {
      getStorage().removeItem(`${DRAFT_KEY_PREFIX}${key}`);
      return undefined;
    }
    if (!migrated) return migrated;
    // redux-persist merges every stored key into the state: only the draft slices may come back,
    // never a stored `session` or `formApi` (a foreign key there stopped the form from starting).
    const slices: readonly string[] = DRAFT_SLICES;
    return Object.fromEntries(
      Object.entries(migrated).filter(([name]) => name === '_persist' || slices.includes(name)),
    ) as unknown as PersistedState;
  };
}

export function draftPersistConfig(key: string): PersistConfig<RootState> {
  return {
    key,
    version: DRAFT_VERSION,
    storage: persistStorage(),
    whitelist: [...DRAFT_SLICES],
    throttle: DRAFT_THROTTLE_MS,
    migrate: migrateDraft(key),
  };
}

/** Forgets the saved draft (spec: selecting the category step clears the saved listing state). */
export const clearDraft = (key: string): void =>
  getStorage().removeItem(`${DRAFT_KEY_PREFIX}${key}`);
