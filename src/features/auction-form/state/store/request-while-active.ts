/** The two parts of a listener's effect API that a request needs. */
interface RunningEffect {
  throwIfCancelled(): void;
  pause<T>(promise: Promise<T>): Promise<T>;
}

/**
 * A listener's request, started only while its run is still wanted. A dispatch of the run may
 * apply held keystrokes (typing-buffer.ts) that cancel it; RTK's `pause` then rejects at once and
 * never waits on a request started with the aborted signal, whose rejection would go unheard.
 */
export function requestWhileActive<T>(api: RunningEffect, start: () => Promise<T>): Promise<T> {
  api.throwIfCancelled();
  return api.pause(start());
}
