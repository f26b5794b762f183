import type { Middleware, Reducer, Store, UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  persistReducer,
  persistStore,
  type PersistorOptions,
} from 'redux-persist';
import { getStorage } from '@/core/storage/safe-storage';
import type { FormEnvironment } from '../store/environment';
import type { RootState } from '../store/root-state';
import { draftFlushRequested, draftSavingStopped } from '../store/shared-actions';
import { createDraftStorage } from './draft-storage';
import { draftPersistConfig } from './persist-config';

/** A waiting write is done in an idle moment, at most this long after it was handed over. */
const IDLE_TIMEOUT_MS = 1000;

/** redux-persist's own actions carry callbacks: the serializability check lets them through. */
export const PERSIST_ACTIONS = [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER];

export interface DraftPersistor {
  /** Reads, migrates and validates the saved draft, restores it, then saves every change. Once per store. */
  restore(): Promise<void>;
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
export function createDraftPersistence(env: FormEnvironment) {
  const storage = createDraftStorage(getStorage(), {
    idleTimeout: IDLE_TIMEOUT_MS,
    user: env.userId,
  });
  const config = draftPersistConfig(env.draftKey, storage);
  let persistor: ReturnType<typeof persistStore> | null = null;
  let restoring: Promise<void> | null = null;
  let saving = false;

  const onPageHide = () => draftPersistor.flush();
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') draftPersistor.flush();
  };

  const draftPersistor: DraftPersistor = {
    restore() {
      const started = persistor;
      if (!started) return Promise.resolve();
      restoring ??= new Promise<void>((resolve) => {
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
      persistor?.pause();
      storage.stop();
      window.removeEventListener('pagehide', onPageHide);
      document.removeEventListener('visibilitychange', onVisibility);
    },
  };

  /** `draftFlushRequested` and `draftSavingStopped` reach the persistor from thunks. */
  const middleware: Middleware<object, RootState> = () => (next) => (action) => {
    const result = next(action);
    if (draftFlushRequested.match(action)) draftPersistor.flush();
    else if (draftSavingStopped.match(action)) draftPersistor.pause();
    return result;
  };

  return {
    /** The root reducer, persisted: the draft slices are saved once `restore()` has run. */
    persisted: (reducer: Reducer<RootState, UnknownAction, Partial<RootState>>) =>
      persistReducer(config, reducer) as unknown as typeof reducer,
    middleware,
    /** The persistor of the store built with `persisted`; nothing is read before `restore()`. */
    attach(store: Store): DraftPersistor {
      // `manualPersist` is read by persistStore but missing from the package's types.
      const options: PersistorOptions & { manualPersist: boolean } = { manualPersist: true };
      persistor = persistStore(store, options);
      return draftPersistor;
    },
  };
}
