import type { Middleware } from '@reduxjs/toolkit';
import { whenIdle } from '@/core/scheduling/when-idle';
import { getStorage } from '@/core/storage/safe-storage';
import { DRAFT_VERSION } from './draft-migrations';
import { shouldKeepDraft } from '../rules/draft-keeping';
import { noEncodedSlices, readDraft, serializeDraft, writeDraft } from './draft-storage';
import type { FormEnvironment } from './environment';
import { migrateDraft } from './persist-config';
import { DRAFT_SLICES } from './root-reducer';
import type { RootState } from './root-state';
import { draftFlushRequested, draftRestored, draftSavingStopped } from './shared-actions';

/**
 * Spec section 4: every state change is saved. The write (JSON of the draft slices and a
 * localStorage write) is kept off the input path: it waits until changes pause for this long,
 * then for an idle moment. Nothing is lost to the wait: a hidden or closed page, and every
 * navigation the form starts, write what is pending synchronously first.
 */
const QUIET_MS = 400;
/** An idle moment is waited for at most this long. */
const IDLE_TIMEOUT_MS = 1000;

export interface DraftPersistor {
  /** Reads, migrates and validates the saved draft, restores it, then saves every change. Once per store. */
  restore(): void;
  /** Writes a pending change now. */
  flush(): void;
  /** Stops saving (a successful submit, the widget's unmount); nothing pending is written. */
  pause(): void;
}

/**
 * The draft's saving, as a middleware beside the store: after each action it compares the draft
 * slices with the ones last written (references only, no JSON), and schedules a write when they
 * differ. `draftFlushRequested` and `draftSavingStopped` reach it from thunks.
 */
export function createDraftPersistence(env: FormEnvironment) {
  let getState: (() => RootState) | null = null;
  let dispatchRestored: ((draft: Record<string, unknown>) => void) | null = null;
  let restored = false;
  let saving = false;
  let saved: RootState | null = null;
  let lastChange = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const encoded = noEncodedSlices();

  const changed = (state: RootState) =>
    saved === null || DRAFT_SLICES.some((slice) => state[slice] !== saved?.[slice]);

  function write(): void {
    if (!saving || !getState) return;
    const state = getState();
    if (!changed(state)) return;
    const keep = shouldKeepDraft(state.form.step);
    writeDraft(
      getStorage(),
      env.draftKey,
      keep ? serializeDraft(state, DRAFT_VERSION, encoded) : null,
    );
    saved = state;
  }

  function afterQuiet(): void {
    timer = null;
    const wait = lastChange + QUIET_MS - Date.now();
    if (wait > 0) timer = setTimeout(afterQuiet, wait);
    else whenIdle(write, { timeout: IDLE_TIMEOUT_MS, fallbackDelay: 0 });
  }

  function noteChange(): void {
    if (!getState || !changed(getState())) return;
    lastChange = Date.now();
    timer ??= setTimeout(afterQuiet, QUIET_MS);
  }

  const onPageHide = () => persistor.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') persistor.flush();
  };

  const persistor: DraftPersistor = {
    restore() {
      if (restored || !getState || !dispatchRestored) return;
      restored = true;
      const storage = getStorage();
      const draft = readDraft(storage, env.draftKey);
      let older = false;
      if (draft === 'unreadable') writeDraft(storage, env.draftKey, null);
      else if (draft) {
        const migrated = migrateDraft(env.draftKey)(draft, DRAFT_VERSION);
        if (migrated) dispatchRestored(migrated);
        older = !!migrated && (draft._persist as { version?: unknown })?.version !== DRAFT_VERSION;
      }
      saving = true;
      // A migrated draft is saved again in the current version, so the next visit needs no migration.
      saved = older ? null : getState();
      if (older) noteChange();
      window.addEventListener('pagehide', onPageHide);
      document.addEventListener('visibilitychange', onVisibility);
    },
    flush() {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      write();
    },
    pause() {
      saving = false;
      if (timer !== null) clearTimeout(timer);
      timer = null;
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };

  const middleware: Middleware<object, RootState> = (api) => {
    getState = api.getState;
    dispatchRestored = (draft) => api.dispatch(draftRestored(draft));
    return (next) => (action) => {
      const result = next(action);
      if (draftFlushRequested.match(action)) persistor.flush();
      else if (draftSavingStopped.match(action)) persistor.pause();
      else if (saving) noteChange();
      return result;
    };
  };

  return { middleware, persistor };
}
