import type { PersistConfig } from 'redux-persist';
import { DRAFT_SLICES } from '../store/root-reducer';
import type { RootState } from '../store/root-state';
import { DRAFT_VERSION } from './draft-migrations';
import { migrateDraft } from './draft-restore';
import type { DraftStorage } from './draft-storage';

/**
 * redux-persist's `throttle`: while changes go on, the persistoid's interval stages one changed
 * slice per tick of this many ms and hands the draft to the storage when none is left, so typing
 * makes a write every tick or two, never one per keystroke.
 */
export const DRAFT_THROTTLE_MS = 400;

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
