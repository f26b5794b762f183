import type { SafeStorage } from '@/core/storage/safe-storage';
import type { DraftBus, DraftTabMessage } from '@/features/auction-form/state/draft/draft-bus';

/**
 * BroadcastChannel semantics between the tabs of one test: a tab never hears itself, and a message
 * arrives later than it was posted (a tab may act in between), in the order posted.
 */
export function busHub() {
  const tabs = new Set<(message: DraftTabMessage) => void>();
  return (): DraftBus => {
    let own: ((message: DraftTabMessage) => void) | null = null;
    return {
      post(message) {
        const copy = structuredClone(message);
        const listeners = [...tabs].filter((listener) => listener !== own);
        queueMicrotask(() => listeners.forEach((listener) => listener(copy)));
      },
      subscribe(listener) {
        own = listener;
        tabs.add(listener);
        return () => tabs.delete(listener);
      },
    };
  };
}

type Grant = (lock: Lock | null) => unknown;

/**
 * The Web Locks API of one browser, for the tabs of one test: an exclusive lock per name, held while
 * the promise its callback returns is pending; a request waits its turn, or with `ifAvailable` gets
 * null at once when the lock is held.
 */
export function fakeLocks(): Pick<LockManager, 'request' | 'query'> {
  const held = new Set<string>();
  const waiting = new Map<string, Array<() => void>>();
  const run = async (name: string, grant: Grant) => {
    held.add(name);
    try {
      return await grant({ name, mode: 'exclusive' });
    } finally {
      held.delete(name);
      waiting.get(name)?.shift()?.();
    }
  };
  return {
    query: () =>
      Promise.resolve({ held: [...held].map((name) => ({ name, mode: 'exclusive' as const })) }),
    request(
      name: string,
      optionsOrGrant: LockOptions | Grant,
      maybeGrant?: Grant,
    ): Promise<unknown> {
      const [options, grant] =
        typeof optionsOrGrant === 'function'
          ? [{} as LockOptions, optionsOrGrant]
          : [optionsOrGrant, maybeGrant as Grant];
      if (!held.has(name)) return run(name, grant);
      if (options.ifAvailable) return Promise.resolve(grant(null));
      return new Promise<unknown>((resolve) => {
        const queue = waiting.get(name) ?? [];
        waiting.set(name, queue);
        queue.push(() => resolve(run(name, grant)));
      });
    },
  } as Pick<LockManager, 'request' | 'query'>;
}

/**
 * localStorage as Chromium gives it to the tabs of one browser: each tab reads its own copy, which
 * has its own writes at once and another tab's only when they are delivered (`deliver()`), later
 * than that tab's lock or message may arrive.
 */
export function storageViews() {
  const views: Array<Map<string, string>> = [];
  /** What every tab has been delivered: where a newly opened tab starts. */
  const settled = new Map<string, string>();
  const undelivered: Array<{ from: Map<string, string>; key: string; value: string | null }> = [];
  return {
    /** One tab's localStorage. */
    open(): SafeStorage {
      const own = new Map<string, string>(settled);
      views.push(own);
      const change = (key: string, value: string | null) => {
        if (value === null) own.delete(key);
        else own.set(key, value);
        undelivered.push({ from: own, key, value });
      };
      return {
        persistent: true,
        getItem: (key) => own.get(key) ?? null,
        hasItem: (key) => own.has(key),
        setItem: (key, value) => change(key, value),
        removeItem: (key) => change(key, null),
      };
    },
    /** Every tab's writes reach the others. */
    deliver(): void {
      for (const { from, key, value } of undelivered.splice(0)) {
        for (const view of [settled, ...views.filter((other) => other !== from)]) {
          if (value === null) view.delete(key);
          else view.set(key, value);
        }
      }
    },
  };
}
