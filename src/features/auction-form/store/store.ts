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
}

/** One store per mounted form; the draft is restored only when `persistor.persist()` is called (after categories load). */
export function makeStore({ env, persist = true, preloadedState }: StoreOptions) {
  const listeners = createFormListeners(env);
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
        .prepend(listeners.middleware)
        .concat(formApi.middleware),
  });
  const persistor: Persistor | null = persist
    ? persistStore(store, { manualPersist: true } as Parameters<typeof persistStore>[1])
    : null;
  return { store, persistor };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
