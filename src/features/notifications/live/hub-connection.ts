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
  /** Told false after a few failed attempts in a row, true once a connection stayed healthy. */
  onReachable?(reachable: boolean): void;
  /** Failed attempts in a row after which the hub counts as unreachable. */
  unreachableAfter?: number;
  /** How long a connection must stay open before the backoff starts afresh. */
  healthyMs?: number;
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
 *
 * Symfony's `Authorization::createCookie()` sets the subscriber cookie
 * HttpOnly: when /api/me leaves nothing readable, the cookie is taken to be
 * there but hidden, and the connection is made with credentials (the browser
 * sends it); /api/me is asked again only when the hub refuses.
 *
 * Only a connection that stays open for `healthyMs` resets the backoff: a hub
 * that replays its backlog and drops is not hammered at the first step.
 */
export class HubConnection {
  static readonly HEALTHY_MS = 20_000;
  static readonly UNREACHABLE_AFTER = 3;

  private source: EventSourceLike | null = null;
  private timer: unknown = null;
  private healthTimer: unknown = null;
  private attempt = 0;
  private failures = 0;
  private reachable = true;
  private cookieHidden = false;
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
    this.clearHealthTimer();
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

  private clearHealthTimer(): void {
    if (this.healthTimer !== null)
      (this.options.clearTimer ?? clearTimeout)(this.healthTimer as ReturnType<typeof setTimeout>);
    this.healthTimer = null;
  }

  private setReachable(reachable: boolean): void {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    this.options.onReachable?.(reachable);
  }

  private async ensureToken(): Promise<boolean> {
    const { tokens } = this.options;
    const now = (this.options.now ?? Date.now)();
    const token = tokens.read();
    if (!this.refreshNext && (isUsable(token, now) || (token === undefined && this.cookieHidden)))
      return true;
    this.refreshNext = false;
    const fresh = await tokens.refresh();
    // Nothing readable after a successful /api/me: an HttpOnly cookie the browser will send.
    if (fresh === undefined) this.cookieHidden = true;
    return true;
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
    source.onopen = () => {
      this.options.onStatus?.('open');
      this.clearHealthTimer();
      this.healthTimer = (this.options.setTimer ?? setTimeout)(() => {
        this.healthTimer = null;
        this.attempt = 0;
        this.failures = 0;
        this.setReachable(true);
      }, this.options.healthyMs ?? HubConnection.HEALTHY_MS);
    };
    source.onmessage = (event) => this.receive(event);
    source.onerror = () => {
      // CLOSED means the hub answered with an error status: most likely the token.
      if (source.readyState === CLOSED) this.refreshNext = true;
      this.clearHealthTimer();
      this.closeSource();
      this.failures += 1;
      if (this.failures >= (this.options.unreachableAfter ?? HubConnection.UNREACHABLE_AFTER))
        this.setReachable(false);
      this.retry();
    };
  }

  private receive(event: MessageEvent<string>): void {
    const id = event.lastEventId || null;
    if (id) this.lastId = id;
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
