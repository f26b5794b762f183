import { whenIdle } from '@/core/scheduling/when-idle';
import { createSafeStorage, getStorage, type SafeStorage } from '@/core/storage/safe-storage';
import type { Step } from '../../model/steps';
import { shouldKeepDraft } from '../../rules/draft-keeping';
import { draftBelongsTo, type DraftOwner } from '../../rules/draft-owner';
import { DRAFT_SLICES, type DraftSlice } from '../store/root-reducer';
import { draftStorageKey } from './draft-keys';

/** Forgets the saved draft (spec: selecting the category step clears the saved listing state). */
export const clearDraft = (key: string, storage: SafeStorage = getStorage()): void =>
  storage.removeItem(draftStorageKey(key));

/** This tab's note that the reload the form asked for must restore the draft (state/navigation/reload-page.ts). */
const RELOAD_RESTORES = 'auction-form:reload-restores';
let tabStorage: SafeStorage | null = null;
const tab = (): SafeStorage => (tabStorage ??= createSafeStorage(() => window.sessionStorage));

/**
 * The form offered a reload (a file of its version was lost): the next start restores the draft
 * even on a page that asks for no restore (`data-restore-draft="false"`), or the reload would
 * lose what the customer entered.
 */
export const markReloadRestores = (key: string): void => tab().setItem(RELOAD_RESTORES, key);

/** Whether this start follows such a reload of the draft `key`; the note is used up either way. */
export function takeReloadRestores(key: string): boolean {
  const marked = tab().getItem(RELOAD_RESTORES) === key;
  tab().removeItem(RELOAD_RESTORES);
  return marked;
}

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

/** What a draft says of itself beside its slices: its format's version and whose it is. */
export interface DraftMeta {
  version: number;
  owner: DraftOwner;
}

/**
 * redux-persist's stored format (what its default serialize writes): a JSON object of the
 * JSON-encoded slices, `_persist` holding the version; and `_owner`, whose the draft is
 * (rules/draft-owner.ts), in the value rather than the key, which stays free of personal data.
 */
export function serializeDraft(
  slices: Partial<Record<DraftSlice, unknown>>,
  { version, owner }: DraftMeta,
  cache: EncodedSlices = noEncodedSlices(),
): string {
  const members = DRAFT_SLICES.filter((slice) => slices[slice] !== undefined).map((slice) => {
    if (cache.encoded[slice] === undefined || cache.values[slice] !== slices[slice]) {
      cache.values[slice] = slices[slice];
      // The slice's JSON as a JSON string: the member's value in the stored object.
      cache.encoded[slice] = JSON.stringify(JSON.stringify(slices[slice]));
    }
    return `"${slice}":${cache.encoded[slice]}`;
  });
  members.push(`"_persist":${JSON.stringify(JSON.stringify({ version, rehydrated: true }))}`);
  members.push(`"_owner":${JSON.stringify(JSON.stringify(owner))}`);
  return `{${members.join(',')}}`;
}

const member = (outer: object, name: string): unknown => {
  const value = (outer as Record<string, unknown>)[name];
  return typeof value === 'string' ? JSON.parse(value) : value;
};

/**
 * Reads the draft stored under `storageKey` for `user`: null when there is none, 'unreadable' when
 * it is not our JSON, 'not theirs' when it is not the user's (rules/draft-owner.ts), whose slices
 * are then never parsed. Only `_owner`, the draft slices and `_persist` are read; any other stored
 * key (a `session`, `__proto__`) is never parsed.
 */
function readDraft(
  storage: SafeStorage,
  storageKey: string,
  user: DraftOwner,
): SavedDraft | null | 'unreadable' | 'not theirs' {
  const raw = storage.getItem(storageKey);
  if (raw === null) return null;
  try {
    const outer: unknown = JSON.parse(raw);
    if (typeof outer !== 'object' || outer === null || Array.isArray(outer)) return 'unreadable';
    const owner = Object.hasOwn(outer, '_owner') ? member(outer, '_owner') : undefined;
    if (!draftBelongsTo(owner, user)) return 'not theirs';
    const draft: SavedDraft = {};
    for (const name of SAVED_KEYS) {
      if (Object.hasOwn(outer, name)) draft[name as DraftSlice] = member(outer, name);
    }
    return draft;
  } catch {
    return 'unreadable';
  }
}

/** The draft slices as redux-persist stages them (`serialize: false`: the state's own objects). */
type StagedDraft = Partial<Record<DraftSlice, unknown>> & { _persist?: { version?: number } };

/**
 * The storage redux-persist is given for the draft (`serialize: false`, `deserialize: false`):
 * it receives the staged slices as objects and does the encoding itself, so nothing is encoded
 * on the path of the action that changed them. A write waits for an idle moment (at most
 * `idleTimeout` ms); a newer write replaces a waiting one, and the slices that did not change keep
 * their last encoding. `writePending()` writes what waits at once (after `persistor.flush()`).
 * A draft on the category step is removed rather than written (rules/draft-keeping.ts). `user`
 * (an account's id, null for a visitor) owns what is written; a stored draft that is not theirs is
 * removed when read, never restored.
 */
export function createDraftStorage(
  storage: SafeStorage,
  options: { idleTimeout: number; user: DraftOwner },
) {
  const encoded = noEncodedSlices();
  let pending: { key: string; staged: StagedDraft; done: () => void } | null = null;
  let stopped = false;
  // Another tab holds the draft (draft-hold.ts): it is read, never written nor removed from here.
  let suspended = false;

  function write(key: string, staged: StagedDraft): void {
    const step = (staged.form as { step?: Step | null } | undefined)?.step;
    if (!shouldKeepDraft(step)) storage.removeItem(key);
    else {
      const meta = { version: staged._persist?.version ?? -1, owner: options.user };
      storage.setItem(key, serializeDraft(staged, meta, encoded));
    }
  }

  function writePending(): void {
    const waiting = pending;
    pending = null;
    if (!waiting) return;
    if (!stopped && !suspended) write(waiting.key, waiting.staged);
    waiting.done();
  }

  return {
    /**
     * The stored draft, parsed (only its slices and `_persist`); an unreadable one, or one that is
     * not the user's, is removed.
     */
    getItem(key: string): Promise<SavedDraft | null> {
      const draft = readDraft(storage, key, options.user);
      if (draft !== 'unreadable' && draft !== 'not theirs') return Promise.resolve(draft);
      if (!suspended) storage.removeItem(key);
      return Promise.resolve(null);
    },
    setItem(key: string, staged: StagedDraft): Promise<void> {
      if (stopped || suspended) return Promise.resolve();
      const earlier = pending;
      return new Promise<void>((resolve) => {
        pending = {
          key,
          // The persistoid keeps staging into the same object: what is written is this moment's.
          staged: { ...staged },
          done: () => {
            earlier?.done();
            resolve();
          },
        };
        if (!earlier) whenIdle(writePending, { timeout: options.idleTimeout, fallbackDelay: 0 });
      });
    },
    removeItem(key: string): Promise<void> {
      if (!suspended) storage.removeItem(key);
      return Promise.resolve();
    },
    writePending,
    /** Another tab holds the draft: what waits is written, then nothing until `resume()`. */
    suspend(): void {
      writePending();
      suspended = true;
    },
    resume(): void {
      suspended = false;
    },
    /** Nothing more is written, not even what waits (a successful submit, the widget's unmount). */
    stop(): void {
      stopped = true;
      writePending();
    },
  };
}

export type DraftStorage = ReturnType<typeof createDraftStorage>;
