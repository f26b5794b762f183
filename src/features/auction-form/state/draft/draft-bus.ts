import { getStorage } from '@/core/storage/safe-storage';

/**
 * What the tabs of one draft tell each other (draft-tabs.ts): a submit that went through, a
 * customer who continues in another tab, and the holding tab's answer to that tab: the draft as it
 * wrote it last (null: none), which the storage may show the asking tab only later. Each names the draft's
 * storage key (mode and auction); only the hand-over carries the draft, between the tabs of one
 * origin, as their localStorage does.
 */
export type DraftTabMessage =
  | { type: 'submitted'; draftKey: string; uuid: string }
  // `asker`: missing from a form of an older release, which takes no hand-over.
  | { type: 'take-over'; draftKey: string; asker?: string }
  | { type: 'handed-over'; draftKey: string; to: string; draft: string | null };

export interface DraftBus {
  post(message: DraftTabMessage): void;
  subscribe(listener: (message: DraftTabMessage) => void): () => void;
}

const DRAFT_CHANNEL = 'tw-auction-form-drafts';
const SUBMITTED_STORAGE_KEY = 'tw-auction-form-submitted';

function isMessage(value: unknown): value is DraftTabMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { type, draftKey, uuid, asker, to, draft } = value as Record<string, unknown>;
  if (typeof draftKey !== 'string') return false;
  if (type === 'take-over') return asker === undefined || typeof asker === 'string';
  if (type === 'handed-over')
    return typeof to === 'string' && (typeof draft === 'string' || draft === null);
  return type === 'submitted' && typeof uuid === 'string';
}

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

export function broadcastBus(): DraftBus {
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
