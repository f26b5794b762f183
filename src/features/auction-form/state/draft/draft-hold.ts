/**
 * Which tab of one draft writes it: the one holding the draft's Web Lock. Two tabs writing one draft
 * would each save their whole slices over the other's (the last writer wins, a title typed in one
 * tab lost to the other), so one tab holds it and the others show it and say so (docs/security.md,
 * "Two tabs of one draft"). A lock is let go by its tab's close or crash too, unlike any flag in
 * storage. Where the browser has no Web Locks there is no hold: every tab writes, as before.
 */
export interface DraftHold {
  /** Takes the draft if no other tab holds it: whether this tab now holds it. */
  tryHold(): Promise<boolean>;
  /** Takes the draft once the tab holding it lets it go. */
  hold(): Promise<void>;
  /** Lets the draft go, for another tab that asked to take it over. */
  release(): void;
}

type Locks = Pick<LockManager, 'request'>;

/** The lock of one draft: its key (mode and auction), never anything the customer typed. */
export const draftLockName = (draftKey: string): string => `tw-auction-form:${draftKey}`;

/** The hold of `draftKey` through `locks` (the page's `navigator.locks`); null where there are none. */
export function webLocksHold(
  draftKey: string,
  // eslint-disable-next-line compat/compat -- detected: a browser without it (Firefox < 96) gets no hold
  locks: Locks | undefined = globalThis.navigator?.locks,
): DraftHold | null {
  if (!locks) return null;
  const name = draftLockName(draftKey);
  let letGo: (() => void) | null = null;
  // The lock is held as long as the promise its callback returns is pending.
  const keep = () =>
    new Promise<void>((resolve) => {
      letGo = resolve;
    });
  return {
    tryHold: () =>
      new Promise<boolean>((resolve) => {
        if (letGo) return resolve(true);
        locks
          .request(name, { ifAvailable: true }, (lock) => {
            resolve(lock !== null);
            return lock ? keep() : undefined;
          })
          .catch(() => resolve(false));
      }),
    hold: () =>
      new Promise<void>((resolve) => {
        if (letGo) return resolve();
        void locks
          .request(name, () => {
            resolve();
            return keep();
          })
          // No lock to be had (a sandboxed page): nothing to wait for.
          .catch(() => resolve());
      }),
    release() {
      const release = letGo;
      letGo = null;
      release?.();
    },
  };
}
