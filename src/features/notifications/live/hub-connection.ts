import { backoffDelay, DEFAULT_BACKOFF, type BackoffOptions } from './backoff';
import { EventDedup } from './event-dedup';
import { buildHubUrl } from './mercure-url';
import { isUsable, SignedOutError, type TokenSource } from './token';

/** One update from the hub, as relayed to the UI and to the other tabs. */
export interface HubEvent {
  id: string | null;
  data: string;
}

/** The part of EventSource we use, so tests can drive a fake one. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent<string>) => void) | null;
  onerror: ((event: Event) => void) | null;
  close(): void;
}

export type EventSourceFactory = (
  url: string,
  init: { withCredentials: boolean },
) => EventSourceLike;

export type HubStatus = 'connecting' | 'open' | 'retrying' | 'stopped';

export interface HubConnectionOptions {
  hubUrl: string;
  topics: readonly string[];
  tokens: TokenSource;
  createEventSource: EventSourceFactory;
  onEvent(event: HubEvent): void;
  onStatus?(status: HubStatus): void;
  /** Shared with the other tabs' relays, so a replayed event is shown once. */
  dedup?: EventDedup;
  /** Where to resume from (the last id this browser saw, whichever tab saw it). */
  lastEventId?: () => string | null;
  backoff?: BackoffOptions;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

const CLOSED = 2;

/**
 * A Mercure subscription that survives drops: we reconnect ourselves (the
 * browser's own retry cannot add `lastEventID` nor refresh the token), with
 * exponential backoff and jitter. A connection the hub refuses outright
 * (readyState CLOSED: 401, 403, wrong content type) gets a fresh token first.
 */
export class HubConnection {
  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private refreshNext = false;
  private stopped = true;
  private lastId: string | null = null;
  private readonly dedup: EventDedup;

  constructor(private readonly options: HubConnectionOptions) {
    this.dedup = options.dedup ?? new EventDedup();
  }

  get lastEventId(): string | null {
    return this.options.lastEventId?.() ?? this.lastId;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    this.closeSource();
    if (this.timer !== null)
      (this.options.clearTimer ?? clearTimeout)(this.timer as ReturnType<typeof setTimeout>);
    this.timer = null;
    this.options.onStatus?.('stopped');
  }

  private closeSource(): void {
    if (!this.source) return;
    this.source.onopen = this.source.onmessage = this.source.onerror = null;
    this.source.close();
    this.source = null;
  }

  private async ensureToken(): Promise<boolean> {
    const { tokens } = this.options;
    const now = (this.options.now ?? Date.now)();
    if (!this.refreshNext && isUsable(tokens.read(), now)) return true;
    this.refreshNext = false;
    const fresh = await tokens.refresh();
    return Boolean(fresh);
  }

  private async connect(): Promise<void> {
    if (this.stopped) return;
    this.options.onStatus?.('connecting');
    let ready: boolean;
    try {
      ready = await this.ensureToken();
    } catch (error) {
      if (error instanceof SignedOutError) {
        this.stop();
        return;
      }
      ready = false;
    }
    if (this.stopped) return;
    if (!ready) {
      this.refreshNext = true;
      this.retry();
      return;
    }
    const url = buildHubUrl(this.options.hubUrl, this.options.topics, this.lastEventId);
    const source = this.options.createEventSource(url, { withCredentials: true });
    this.source = source;
    source.onopen = () => this.options.onStatus?.('open');
    source.onmessage = (event) => this.receive(event);
    source.onerror = () => {
      // CLOSED means the hub answered with an error status: most likely the token.
      if (source.readyState === CLOSED) this.refreshNext = true;
      this.closeSource();
      this.retry();
    };
  }

  private receive(event: MessageEvent<string>): void {
    const id = event.lastEventId || null;
    if (id) this.lastId = id;
    // Data flowed, so the connection works: the next drop starts the backoff afresh.
    this.attempt = 0;
    if (!this.dedup.accept(id)) return;
    this.options.onEvent({ id, data: event.data });
  }

  private retry(): void {
    if (this.stopped) return;
    this.options.onStatus?.('retrying');
    const delay = backoffDelay(this.attempt, this.options.backoff ?? DEFAULT_BACKOFF);
    this.attempt += 1;
    this.timer = (this.options.setTimer ?? setTimeout)(() => {
      this.timer = null;
      void this.connect();
    }, delay);
  }
}
