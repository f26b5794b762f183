import type { Middleware, Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  getStoredState,
  persistReducer,
  persistStore,
  type PersistorOptions,
} from 'redux-persist';
import { getStorage, type SafeStorage } from '@/core/storage/safe-storage';
import type { FormEnvironment } from '../store/environment';
import type { RootState } from '../store/root-state';
import { draftHeldElsewhere, draftHeldHere, takeOverRequested } from '../store/session-slice';
import { draftFlushRequested, draftSavingStopped } from '../store/shared-actions';
import { handoverInbox, type DraftHandover } from './draft-handover';
import type { DraftHold } from './draft-hold';
import { draftStorageKey } from './draft-keys';
import { DRAFT_VERSION } from './draft-migrations';
import { clearDraft, createDraftStorage } from './draft-storage';
import { draftPersistConfig } from './persist-config';

/** A waiting write is done in an idle moment, at most this long after it was handed over. */
const IDLE_TIMEOUT_MS = 1000;

/** redux-persist's own actions carry callbacks: the serializability check lets them through. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

/**
 * A tab that got the draft's lock waits at most this long for the holding tab's hand-over (its last
 * write, sent with the lock let go): a tab closed or crashed mid-way, or a form of an older
 * release, hands nothing over, and its writes have reached this tab's storage by then.
 */
const HANDOVER_WAIT_MS = 2000;

interface PersistenceOptions {
  /** This tab's localStorage (the page's by default). */
  storage?: SafeStorage;
  handoverWait?: number;
}

export interface DraftPersistor {
  /**
   * Reads, migrates and validates the saved draft, restores it, then saves every change. Once per
   * store. `clear`: the saved draft is forgotten first (a page that asks for no restore), unless
   * another tab holds it.
   */
  restore(options?: { clear?: boolean }): Promise<void>;
  /** Writes a pending change now. */
  flush(): void;
  /** Stops saving (a successful submit, the widget's unmount); nothing pending is written. */
  pause(): void;
}

/**
 * Spec section 4: every state change is saved, through redux-persist (persist-config.ts). The
 * input path only pays the persistoid's reference comparison of the draft slices: staging is
 * throttled, and the encoding and the localStorage write wait for an idle moment
 * (draft-storage.ts). Nothing is lost to the wait: a hidden or closed page, a failed submit and
 * every navigation the form starts (`draftFlushRequested`) flush synchronously first.
 */
export function createDraftPersistence(
  env: FormEnvironment,
  hold: DraftHold | null = null,
  { storage: tabStorage = getStorage(), handoverWait = HANDOVER_WAIT_MS }: PersistenceOptions = {},
) {
  const storage = createDraftStorage(tabStorage, {
    idleTimeout: IDLE_TIMEOUT_MS,
    user: env.userId,
  });
  const config = draftPersistConfig(env.draftKey, storage);
  const storedAt = draftStorageKey(env.draftKey);
  let persistor: ReturnType<typeof persistStore> | null = null;
  let store: Store | null = null;
  let restoring: Promise<void> | null = null;
  let saving = false;
  /** Another tab holds the draft: this one shows it and writes nothing (draft-hold.ts). */
  let heldElsewhere = false;
  let takingOver = false;
  /** Saving stopped for good (`pause()`): a take-over still on its way ends there. */
  let paused = false;

  const inbox = handoverInbox(handoverWait);

  /**
   * This tab takes the draft over: once the other tab has written its last change and let the
   * draft go, the draft is read again, as at the start, and this tab saves every change from then.
   * `asker`: the customer asked the holding tab (this request's name), which hands over what it
   * wrote last; this tab's storage is brought to it first, since another tab's write may reach it
   * after the lock does.
   */
  async function continueHere(asker: string | null): Promise<void> {
    if (!hold || takingOver) return;
    takingOver = true;
    if (asker) inbox.open(asker);
    // The widget went away meanwhile: the lock it was given goes to the next tab, nothing is written.
    const gone = () => {
      if (paused) hold.release();
      return paused;
    };
    await hold.hold();
    const handedOver = asker ? await inbox.take() : null;
    if (gone()) return;
    if (handedOver) {
      const { draft } = handedOver;
      if (draft === null) tabStorage.removeItem(storedAt);
      else tabStorage.setItem(storedAt, draft);
    }
    const saved = await getStoredState(config).catch(() => undefined);
    const draft = saved && (await config.migrate?.(saved as never, DRAFT_VERSION));
    if (gone()) return;
    // No draft left (the other tab's submit forgot it): this tab's fields stay as they are.
    if (draft) store?.dispatch({ type: REHYDRATE, key: config.key, payload: draft });
    heldElsewhere = false;
    takingOver = false;
    storage.resume();
    store?.dispatch(draftHeldHere());
  }

  /** The tabs' protocol (draft-tabs.ts) hands the draft over through this. */
  const handover: DraftHandover = {
    written: () => tabStorage.getItem(storedAt),
    received: inbox.received,
  };

  const onPageHide = () => draftPersistor.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') draftPersistor.flush();
    // Back to a tab whose other tab has closed: the draft is free, this tab goes on with it.
    else if (heldElsewhere && hold && !takingOver)
      void hold.tryHold().then((held) => (held ? continueHere(null) : undefined));
  };

  const draftPersistor: DraftPersistor = {
    restore({ clear = false } = {}) {
      const started = persistor;
      if (!started) return Promise.resolve();
      restoring ??= (async () => {
        if (hold && !(await hold.tryHold())) {
          heldElsewhere = true;
          storage.suspend();
          store?.dispatch(draftHeldElsewhere());
        } else if (clear) clearDraft(env.draftKey, tabStorage);
        await new Promise<void>((resolve) => {
          const unsubscribe = started.subscribe(() => {
            if (!started.getState().bootstrapped) return;
            unsubscribe();
            saving = true;
            window.addEventListener('pagehide', onPageHide);
            document.addEventListener('visibilitychange', onVisibility);
            resolve();
          });
          started.persist();
        });
      })();
      return restoring;
    },
    flush() {
      if (!saving || !persistor) return;
      // The persistoid stages what is queued and hands it to the storage, which writes it now.
      void persistor.flush();
      storage.writePending();
    },
    pause() {
      saving = false;
      paused = true;
      persistor?.pause();
      storage.stop();
      hold?.release();
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };

  /**
   * `draftFlushRequested` and `draftSavingStopped` reach the persistor from thunks; the tabs'
   * protocol (draft-tabs.ts) hands the draft to another tab (`draftHeldElsewhere`: the last change
   * written, then the lock let go) and takes it over (`takeOverRequested`).
   */
  const middleware: Middleware<object, RootState> = () => (next) => (action) => {
    const result = next(action);
    if (draftFlushRequested.match(action)) draftPersistor.flush();
    else if (draftSavingStopped.match(action)) draftPersistor.pause();
    else if (draftHeldElsewhere.match(action) && !heldElsewhere) {
      draftPersistor.flush();
      heldElsewhere = true;
      storage.suspend();
      hold?.release();
    } else if (takeOverRequested.match(action) && heldElsewhere)
      void continueHere(action.payload.asker);
    return result;
  };

  return {
    /** The root reducer, persisted: the draft slices are saved once `restore()` has run. */
    persisted: (reducer: Reducer<RootState, UnknownAction, Partial<RootState>>) =>
      persistReducer(config, reducer) as unknown as typeof reducer,
    middleware,
    handover,
    /** The persistor of the store built with `persisted`; nothing is read before `restore()`. */
    attach(formStore: Store): DraftPersistor {
      store = formStore;
      // `manualPersist` is read by persistStore but missing from the package's types.
      const options: PersistorOptions & { manualPersist: boolean } = { manualPersist: true };
      persistor = persistStore(formStore, options);
      return draftPersistor;
    },
  };
}
