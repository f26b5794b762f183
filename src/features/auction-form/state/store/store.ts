import { configureStore } from '@reduxjs/toolkit';
import type { SafeStorage } from '@/core/storage/safe-storage';
import { formClient, type FormClient } from '../../api/client';
import { formApi } from '../../api/form-api';
import type { Category } from '../../model/category';
import type { DraftBus } from '../draft/draft-bus';
import { webLocksHold, type DraftHold } from '../draft/draft-hold';
import {
  createDraftPersistence,
  PERSIST_ACTIONS,
  type DraftPersistor,
} from '../draft/draft-persistence';
import { createDraftTabs } from '../draft/draft-tabs';
import type { FormEnvironment } from './environment';
import { createFormListeners } from './listeners';
import { rootReducer } from './root-reducer';
import type { RootState } from './root-state';
import { newStartUpMemory } from './start-up-memory';
import type { FormExtra } from './types';
import { createTypingBuffer } from './typing-buffer';
import { TYPING_PAUSES, type TypingPauses } from './typing-pauses';

export interface StoreOptions {
  env: FormEnvironment;
  /** The requests the thunks and listeners make (api/client.ts); a test may give its own. */
  client?: FormClient;
  /** Save and restore the draft (off in tests that do not care). */
  persist?: boolean;
  preloadedState?: Partial<RootState>;
  /** How the tabs of one draft hear of each other (BroadcastChannel by default). */
  openDraftBus?: () => DraftBus;
  /** Which tab writes the draft (the page's Web Locks by default; none where there are none). */
  draftHold?: DraftHold | null;
  /** This tab's localStorage, where the draft is saved (the page's by default). */
  draftStorage?: SafeStorage;
  /**
   * How long a tab that got the draft's lock waits for the holding tab's hand-over before it reads
   * the storage instead (draft-persistence.ts by default).
   */
  draftHandoverWait?: number;
  /** The pauses in typing before a title or an estimate is asked (typing-pauses.ts by default). */
  pauses?: Partial<TypingPauses>;
  /** The categories' answer asked for before the store was made (first-screen.ts), for its start. */
  askedCategories?: Promise<Category[]> | null;
}

/** One store per mounted form; the draft is restored only when `persistor.restore()` is called (after categories load). */
export function makeStore({
  env,
  client = formClient,
  persist = true,
  preloadedState,
  openDraftBus,
  draftHold,
  draftStorage,
  draftHandoverWait,
  pauses,
  askedCategories,
}: StoreOptions) {
  const extra: FormExtra = {
    ...env,
    client,
    pauses: { ...TYPING_PAUSES, ...pauses },
    startUp: newStartUpMemory(askedCategories),
  };
  const listeners = createFormListeners(extra);
  // Only a store that saves the draft holds it.
  const hold = persist ? (draftHold === undefined ? webLocksHold(env.draftKey) : draftHold) : null;
  // redux-persist's flush is an action too: the typing buffer applies held keystrokes before it.
  const typing = createTypingBuffer();
  const drafts = persist
    ? createDraftPersistence(env, hold, {
        storage: draftStorage,
        handoverWait: draftHandoverWait,
      })
    : null;
  const draftTabs = createDraftTabs(extra, openDraftBus, hold && drafts ? drafts.handover : null);
  const store = configureStore({
    reducer: drafts ? drafts.persisted(rootReducer) : rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => {
      const chain = getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: PERSIST_ACTIONS },
      })
        .prepend(typing.middleware, listeners.middleware, draftTabs.middleware)
        .concat(formApi.middleware);
      return drafts ? chain.concat(drafts.middleware) : chain;
    },
  });
  const persistor: DraftPersistor | null = drafts?.attach(store) ?? null;
  return { store, persistor, stopTabs: draftTabs.stop, flushTyping: typing.flush };
}

export type AppStore = ReturnType<typeof makeStore>['store'];
