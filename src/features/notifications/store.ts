import type { NotificationItem } from './model';

export interface Announcement {
  /** Increases with every batch, so the same text announced twice still changes. */
  seq: number;
  count: number;
  title: string;
  /** When the batch was merged (ms). */
  at: number;
}

export interface NotificationsState {
  /** `signedOut`: the session ended (a 401, or the login page instead of an answer). */
  status: 'loading' | 'ready' | 'error' | 'signedOut';
  items: readonly NotificationItem[];
  unread: number;
  announcement: Announcement | null;
  /** Set when marking an item viewed failed and was rolled back. */
  failedId: string | null;
}

/** The panel shows the latest entries; older ones stay reachable on the messages page. */
export const MAX_ITEMS = 50;

/** Batches this close together are announced as one running total, not a stream of interruptions. */
const ANNOUNCE_WINDOW_MS = 2000;

type Schedule = (flush: () => void) => void;

const nextFrame: Schedule = (flush) => {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => flush());
  else setTimeout(flush, 16);
};

/**
 * The widget's state, outside React so the live feed can write to it from any
 * tab relay. Live items are queued and merged once per frame: a burst of 100
 * events is one render, not a hundred.
 */
export class NotificationsStore {
  private state: NotificationsState = {
    status: 'loading',
    items: [],
    unread: 0,
    announcement: null,
    failedId: null,
  };
  private readonly listeners = new Set<() => void>();
  private pending: NotificationItem[] = [];
  private scheduled = false;
  private seq = 0;

  constructor(
    private readonly schedule: Schedule = nextFrame,
    private readonly now: () => number = Date.now,
  ) {}

  getSnapshot = (): NotificationsState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(next: Partial<NotificationsState>): void {
    this.state = { ...this.state, ...next };
    for (const listener of this.listeners) listener();
  }

  loading(): void {
    this.set({ status: 'loading' });
  }

  failed(): void {
    this.set({ status: 'error' });
  }

  /** The session ended: the list and count go (they were the signed-in visitor's), the bell says so. */
  signedOut(): void {
    this.pending = [];
    this.set({ status: 'signedOut', items: [], unread: 0, announcement: null, failedId: null });
  }

  /** Fresh data from the API replaces the list; live items not yet in it are kept on top. */
  loaded(items: readonly NotificationItem[], unread: number): void {
    const ids = new Set(items.map((item) => item.id));
    const liveOnly = this.state.items.filter((item) => !ids.has(item.id) && !item.viewed);
    this.set({
      status: 'ready',
      items: sortNewest([...liveOnly, ...items]).slice(0, MAX_ITEMS),
      unread: Math.max(unread, liveOnly.length),
    });
  }

  /** A live item: merged on the next frame, with everything else that arrived meanwhile. */
  receive(item: NotificationItem): void {
    this.pending.push(item);
    if (this.scheduled) return;
    this.scheduled = true;
    this.schedule(() => this.flush());
  }

  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const known = new Set(this.state.items.map((item) => item.id));
    const fresh: NotificationItem[] = [];
    for (const item of this.pending.splice(0)) {
      if (known.has(item.id)) continue;
      known.add(item.id);
      fresh.push(item);
    }
    if (fresh.length === 0) return;
    const newUnread = fresh.filter((item) => !item.viewed).length;
    this.seq += 1;
    const at = this.now();
    const previous = this.state.announcement;
    const running = previous && at - previous.at < ANNOUNCE_WINDOW_MS ? previous.count : 0;
    this.set({
      items: sortNewest([...fresh, ...this.state.items]).slice(0, MAX_ITEMS),
      unread: this.state.unread + newUnread,
      announcement: {
        seq: this.seq,
        count: running + fresh.length,
        title: fresh[fresh.length - 1]?.title ?? '',
        at,
      },
    });
    if (typeof performance !== 'undefined' && typeof performance.mark === 'function') {
      // For the benchmark script: one mark per merged batch, with its size.
      performance.mark('tw-notifications:flush', { detail: { count: fresh.length } });
    }
  }

  private setViewed(id: string, viewed: boolean): NotificationItem | undefined {
    const item = this.state.items.find((entry) => entry.id === id);
    if (!item || item.viewed === viewed) return undefined;
    this.set({
      items: this.state.items.map((entry) => (entry.id === id ? { ...entry, viewed } : entry)),
      unread: Math.max(0, this.state.unread + (viewed ? -1 : 1)),
    });
    return item;
  }

  /** Optimistic: shown as viewed at once, put back if the request fails. */
  async markViewed(id: string, request: (id: string) => Promise<void>): Promise<boolean> {
    if (!this.setViewed(id, true)) return false;
    if (this.state.failedId === id) this.set({ failedId: null });
    try {
      await request(id);
      return true;
    } catch {
      // Signed out meanwhile (the request met the ended session): the list is gone, nothing to put back.
      if (this.state.status === 'signedOut') return false;
      this.setViewed(id, false);
      this.set({ failedId: id });
      return false;
    }
  }

  /** Another tab already marked it (and made the request). */
  viewedElsewhere(id: string): void {
    this.setViewed(id, true);
  }
}

const sortNewest = (items: NotificationItem[]): NotificationItem[] =>
  [...items].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
