/** The part of the Web Locks API we use (navigator.locks), so tests can fake it. */
export interface LockManagerLike {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<unknown>,
  ): Promise<unknown>;
}

const browserLocks = (): LockManagerLike | undefined =>
  typeof navigator !== 'undefined' && 'locks' in navigator
    ? // eslint-disable-next-line compat/compat -- behind the `in` check; without locks every tab leads
      (navigator.locks as unknown as LockManagerLike)
    : undefined;

/**
 * One leader per browser: the tab holding the Web Lock runs the work; the
 * others queue for the lock and take over the moment the leader's tab closes
 * (the browser releases a closed tab's locks). Without Web Locks every tab
 * leads itself, which costs a connection per tab but loses nothing.
 * Returns a function that resigns (or leaves the queue).
 */
export function electLeader(
  name: string,
  lead: () => (() => void) | void,
  locks: LockManagerLike | undefined = browserLocks(),
): () => void {
  if (!locks) {
    const cleanup = lead();
    return () => cleanup?.();
  }
  const controller = new AbortController();
  let resign: (() => void) | null = null;
  let cleanup: (() => void) | void;
  let stopped = false;
  locks
    .request(name, { signal: controller.signal }, () => {
      if (stopped) return Promise.resolve();
      cleanup = lead();
      return new Promise<void>((resolve) => {
        resign = resolve;
      });
    })
    .catch(() => undefined); // AbortError when we leave the queue
  return () => {
    stopped = true;
    controller.abort();
    cleanup?.();
    cleanup = undefined;
    resign?.();
  };
}
