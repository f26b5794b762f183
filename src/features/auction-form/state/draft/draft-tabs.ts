import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { getStorage } from '@/core/storage/safe-storage';
import { newUuid } from '../../model/ids';
import { setUuid } from '../store/auction-slice';
import type { RootState } from '../store/root-state';
import { otherTabSubmitted, started } from '../store/session-slice';
import type { AppDispatch, FormExtra } from '../store/types';
import { submitSucceeded } from '../submit/submit-slice';

/**
 * Tabs of one draft know of each other's submit. Tab A posts and deletes the
 * draft; tab B, left with the same uuid, would write the draft back and post
 * different content under that uuid, which the server de-duplicates into A's
 * request. So A tells the other tabs, and a tab holding that uuid starts a
 * fresh request (a new uuid) with everything its customer typed.
 */
export interface DraftTabMessage {
  type: 'submitted';
  /** The draft's storage key (mode and auction), never anything the customer typed. */
  draftKey: string;
  uuid: string;
}

export interface DraftBus {
  post(message: DraftTabMessage): void;
  subscribe(listener: (message: DraftTabMessage) => void): () => void;
}

const DRAFT_CHANNEL = 'tw-auction-form-drafts';
const SUBMITTED_STORAGE_KEY = 'tw-auction-form-submitted';

const isMessage = (value: unknown): value is DraftTabMessage =>
  typeof value === 'object' &&
  value !== null &&
  (value as DraftTabMessage).type === 'submitted' &&
  typeof (value as DraftTabMessage).draftKey === 'string' &&
  typeof (value as DraftTabMessage).uuid === 'string';

/** Where BroadcastChannel is missing: a localStorage write is a `storage` event in the other tabs. */
export function storageEventBus(): DraftBus {
  return {
    post(message) {
      const storage = getStorage();
      storage.setItem(SUBMITTED_STORAGE_KEY, JSON.stringify({ ...message, at: Date.now() }));
      storage.removeItem(SUBMITTED_STORAGE_KEY);
    },
    subscribe(listener) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== SUBMITTED_STORAGE_KEY || !event.newValue) return;
        try {
          const message: unknown = JSON.parse(event.newValue);
          if (isMessage(message)) listener(message);
        } catch {
          // Not ours, or cut short: nothing to act on.
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

function broadcastBus(): DraftBus {
  if (typeof BroadcastChannel === 'undefined') return storageEventBus();
  let channel: BroadcastChannel | null = null;
  const open = () => (channel ??= new BroadcastChannel(DRAFT_CHANNEL));
  return {
    post(message) {
      try {
        open().postMessage(message);
      } catch {
        // A closed channel (the tab is leaving): nobody left to tell from here.
      }
    },
    subscribe(listener) {
      const onMessage = (event: MessageEvent<unknown>) => {
        if (isMessage(event.data)) listener(event.data);
      };
      open().addEventListener('message', onMessage);
      return () => {
        channel?.removeEventListener('message', onMessage);
        channel?.close();
        channel = null;
      };
    },
  };
}

type StartListening = TypedStartListening<RootState, AppDispatch, FormExtra>;

/** The listener effects of the tabs' protocol, and a stop for the widget's unmount. */
export function createDraftTabs(env: FormExtra, openBus: () => DraftBus = broadcastBus) {
  const middleware = createListenerMiddleware({ extra: env });
  const startListening = middleware.startListening as StartListening;
  const bus = openBus();
  let unsubscribe: (() => void) | null = null;

  startListening({
    actionCreator: submitSucceeded,
    effect: (_action, api) => {
      const { uuid } = api.getState().auction;
      if (uuid) bus.post({ type: 'submitted', draftKey: api.extra.draftKey, uuid });
    },
  });

  startListening({
    actionCreator: started,
    effect: (_action, api) => {
      unsubscribe ??= bus.subscribe((message) => {
        const state = api.getState();
        if (message.draftKey !== api.extra.draftKey || message.uuid !== state.auction.uuid) return;
        // This tab's own submit of that uuid is the one that went through: nothing to renew.
        if (state.submit.status === 'succeeded') return;
        api.dispatch(setUuid(newUuid()));
        api.dispatch(otherTabSubmitted());
      });
    },
  });

  return {
    middleware: middleware.middleware,
    stop() {
      unsubscribe?.();
      unsubscribe = null;
      middleware.clearListeners();
    },
  };
}
