import type { HubEvent } from './hub-connection';

/** Events travel in batches: a burst from the hub is one message to each other tab, not a hundred. */
export type TabMessage = { type: 'events'; events: HubEvent[] } | { type: 'viewed'; id: string };

export interface TabBus {
  post(message: TabMessage): void;
  subscribe(listener: (message: TabMessage) => void): () => void;
  close(): void;
}

/** The tabs of one browser talk over a BroadcastChannel; without one, a tab is alone. */
export function openTabBus(
  name: string,
  Channel: typeof BroadcastChannel | undefined = globalThis.BroadcastChannel,
): TabBus {
  if (!Channel)
    return { post: () => undefined, subscribe: () => () => undefined, close: () => undefined };
  const channel = new Channel(name);
  const listeners = new Set<(message: TabMessage) => void>();
  channel.onmessage = (event: MessageEvent<TabMessage>) => {
    for (const listener of listeners) listener(event.data);
  };
  return {
    post: (message) => channel.postMessage(message),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      listeners.clear();
      channel.close();
    },
  };
}
