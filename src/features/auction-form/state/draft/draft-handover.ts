/**
 * The draft handed from the tab that holds it to the tab the customer continues in (draft-tabs.ts
 * carries it, draft-persistence.ts writes and reads it): in Chromium a tab may get the draft's lock,
 * and the holding tab's message, before its localStorage shows that tab's last write.
 */
export interface DraftHandover {
  /** What this tab wrote last, read once its pending change is written; null: no draft. */
  written(): string | null;
  /** A holding tab's hand-over to the take-over request `to`, heard by every tab of the draft. */
  received(to: string, draft: string | null): void;
}

/** A hand-over that came: the draft as the holding tab wrote it last, null where it had none. */
export interface HandedOver {
  draft: string | null;
}

/**
 * The asking tab's side: from `open(asker)`, the hand-over to that request is kept, and no other
 * (another tab's, which may be older than the draft this tab will get); `take()`, once this tab has
 * the lock, gives it, waiting at most `waitMs` for it (the message and the lock arrive in
 * either order), or null when none came: a tab closed or crashed mid-way, or a form of an older
 * release, hands nothing over.
 */
export function handoverInbox(waitMs: number) {
  let asking: string | null = null;
  let arrived: HandedOver | null = null;
  let wake: (() => void) | null = null;
  return {
    open(asker: string): void {
      asking = asker;
      arrived = null;
    },
    received(to: string, draft: string | null): void {
      if (to !== asking) return;
      arrived = { draft };
      wake?.();
    },
    async take(): Promise<HandedOver | null> {
      if (!arrived) {
        await new Promise<void>((resolve) => {
          const done = () => {
            clearTimeout(timer);
            wake = null;
            resolve();
          };
          const timer = setTimeout(done, waitMs);
          wake = done;
        });
      }
      const taken = arrived;
      asking = null;
      arrived = null;
      return taken;
    },
  };
}
