import type { EventSourceLike } from '@/features/notifications/live/hub-connection';
import type { LockManagerLike } from '@/features/notifications/live/leader';
import type { TabBus, TabMessage } from '@/features/notifications/live/tab-bus';

/** An EventSource the test drives by hand. */
export class FakeEventSource implements EventSourceLike {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;

  constructor(
    readonly url: string,
    readonly init: { withCredentials: boolean },
  ) {
    FakeEventSource.instances.push(this);
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was created');
    return last;
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  emit(id: string | null, data: unknown): void {
    this.onmessage?.(
      new MessageEvent('message', {
        data: typeof data === 'string' ? data : JSON.stringify(data),
        lastEventId: id ?? '',
      }),
    );
  }

  /** A dropped stream: the browser would retry (CONNECTING). */
  drop(): void {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }

  /** The hub answered an error status (401…): the browser gives up (CLOSED). */
  refuse(): void {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
}

export const fakeEventSource = (url: string, init: { withCredentials: boolean }) =>
  new FakeEventSource(url, init);

/** Web Locks in one process: exclusive, FIFO, abortable while waiting. */
export function fakeLocks(): LockManagerLike {
  const queues = new Map<string, Array<() => void>>();
  const held = new Set<string>();
  return {
    request(name, options, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback()
            .then(resolve, reject)
            .finally(() => {
              held.delete(name);
              queues.get(name)?.shift()?.();
            });
        };
        if (!held.has(name)) {
          run();
          return;
        }
        const queue = queues.get(name) ?? [];
        queues.set(name, queue);
        queue.push(run);
        options.signal?.addEventListener('abort', () => {
          const at = queue.indexOf(run);
          if (at !== -1) queue.splice(at, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

/** BroadcastChannel semantics between buses of one hub: a tab never hears itself. */
export function fakeBusHub() {
  const buses = new Set<{ deliver(message: TabMessage): void }>();
  return function open(): TabBus {
    const listeners = new Set<(message: TabMessage) => void>();
    const self = {
      deliver: (message: TabMessage) =>
        listeners.forEach((listener) => listener(structuredClone(message))),
    };
    buses.add(self);
    return {
      post: (message) => buses.forEach((bus) => bus !== self && bus.deliver(message)),
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      close: () => buses.delete(self),
    };
  };
}

export const jwt = (exp: number) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.c2lnbmF0dXJlLXNlY3JldA`;
