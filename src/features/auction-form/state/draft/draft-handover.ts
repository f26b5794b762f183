/**
 * The draft handed from the tab that holds it to the tab the customer continues in (draft-tabs.ts
 * carries it, draft-persistence.ts writes and reads it): in Chromium a tab may get the draft's lock,
 * and the holding tab's message, before its localStorage shows that tab's last write.
 */
export interface DraftHandover {
  /** What this tab wrote last, read once its pending change is written; null: no draft. */
  written(): string | null;
  /** The holding tab's hand-over, heard by the tab that asked to continue. */
  received(draft: string | null): void;
}

/** A hand-over that came: the draft as the holding tab wrote it last, null where it had none. */
export interface HandedOver {
  draft: string | null;
}

/**
 * The asking tab's side: from `open()`, the holding tab's hand-over is kept; `take()`, once this tab
 * has the lock, gives it, waiting at most `waitMs` for it (the message and the lock arrive in
 * either order), or null when none came: a tab closed or crashed mid-way, or a form of an older
 * release, hands nothing over.
 */
export function handoverInbox(waitMs: number) {
  let open = false;
  let arrived: HandedOver | null = null;
  let wake: (() => void) | null = null;
  return {
    open(): void {
      open = true;
      arrived = null;
    },
    received(draft: string | null): void {
      if (!open) return;
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
      open = false;
      arrived = null;
      return taken;
    },
  };
}
