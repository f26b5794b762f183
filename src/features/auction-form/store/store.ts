import {
  configureStore,
  type Dispatch,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  persistReducer,
  persistStore,
  PURGE,
  REGISTER,
  REHYDRATE,
  type Persistor,
} from 'redux-persist';
import { formApi } from './categories-api';
import { createDraftTabs, type DraftBus } from './draft-tabs';
import type { FormEnvironment } from './environment';
import { createFormListeners } from './listeners';
import { draftPersistConfig } from './persist-config';
import { rootReducer, type RootState } from './root-reducer';

export type AppDispatch = ThunkDispatch<RootState, FormEnvironment, UnknownAction> &
  Dispatch<UnknownAction>;

export interface StoreOptions {
  env: FormEnvironment;
  /** Save and restore the draft (off in tests that do not care). */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
  /** How the tabs of one draft hear of each other's submit (BroadcastChannel by default). */
  openDraftBus?: () => DraftBus;
}

/** One store per mounted form; the draft is restored only when `persistor.persist()` is called (after categories load). */
export function makeStore({ env, persist = true, preloadedState, openDraftBus }: StoreOptions) {
  const listeners = createFormListeners(env);
  const draftTabs = createDraftTabs(env, openDraftBus);
  const reducer = persist
    ? persistReducer(draftPersistConfig(env.draftKey), rootReducer)
    : rootReducer;
  const store = configureStore({
    reducer: reducer as typeof rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: env },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      })
        .prepend(listeners.middleware, draftTabs.middleware)
        .concat(formApi.middleware),
  });
  const persistor: Persistor | null = persist
    ? persistStore(store, { manualPersist: true } as Parameters<typeof persistStore>[1])
    : null;
  return { store, persistor, stopTabs: draftTabs.stop };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
