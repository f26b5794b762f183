import { EventDedup } from './event-dedup';
import {
  HubConnection,
  type EventSourceFactory,
  type HubEvent,
  type HubStatus,
} from './hub-connection';
import { electLeader, type LockManagerLike } from './leader';
import { Poller } from './poller';
import { openTabBus, type TabBus, type TabMessage } from './tab-bus';
import type { TokenSource } from './token';

export interface LiveFeedOptions {
  hubUrl: string;
  topics: readonly string[];
  tokens: TokenSource;
  pollInterval: number;
  onEvent(event: HubEvent): void;
  /** Polling fallback: refresh from the API. */
  onPoll(): Promise<void>;
  /** Another tab marked an item viewed. */
  onViewedElsewhere?(id: string): void;
  onStatus?(status: HubStatus | 'polling' | 'following'): void;
  createEventSource?: EventSourceFactory;
  locks?: LockManagerLike;
  bus?: TabBus;
}

export interface LiveFeed {
  /** Tells the other tabs an item was viewed here. */
  viewed(id: string): void;
  stop(): void;
}

const HUB_LOCK = 'tw-notifications-hub';
const TAB_CHANNEL = 'tw-notifications';

const browserEventSource = (): EventSourceFactory | undefined =>
  typeof EventSource === 'undefined' ? undefined : (url, init) => new EventSource(url, init);

/**
 * One hub connection per browser: the leader tab holds it and relays every
 * event to the other tabs; each tab tracks the last event id it saw, so a
 * follower that becomes leader resumes exactly where the old leader stopped.
 * Where EventSource is missing (or no topic is given) it polls instead.
 */
export function startLiveFeed(options: LiveFeedOptions): LiveFeed {
  const createEventSource =
    'createEventSource' in options ? options.createEventSource : browserEventSource();
  if (!createEventSource || options.topics.length === 0) {
    const poller = new Poller({ interval: options.pollInterval, task: options.onPoll });
    poller.start();
    options.onStatus?.('polling');
    return { viewed: () => undefined, stop: () => poller.stop() };
  }

  const bus = options.bus ?? openTabBus(TAB_CHANNEL);
  const dedup = new EventDedup();
  let lastEventId: string | null = null;

  const deliver = (event: HubEvent): void => {
    if (event.id) lastEventId = event.id;
    options.onEvent(event);
  };

  const unsubscribe = bus.subscribe((message: TabMessage) => {
    if (message.type === 'events')
      for (const event of message.events) if (dedup.accept(event.id)) deliver(event);
    if (message.type === 'viewed') options.onViewedElsewhere?.(message.id);
  });

  // Events received in one task (a burst arrives in one chunk) are relayed as one message.
  let relay: HubEvent[] = [];
  const relayLater = (event: HubEvent): void => {
    relay.push(event);
    if (relay.length > 1) return;
    queueMicrotask(flushRelay);
  };
  function flushRelay(): void {
    if (relay.length === 0) return;
    const events = relay;
    relay = [];
    bus.post({ type: 'events', events });
  }

  options.onStatus?.('following');
  const resign = electLeader(
    HUB_LOCK,
    () => {
      // While the hub cannot be reached the leader polls the API; it stops once the hub is healthy.
      const poller = new Poller({ interval: options.pollInterval, task: options.onPoll });
      const connection = new HubConnection({
        hubUrl: options.hubUrl,
        topics: options.topics,
        tokens: options.tokens,
        createEventSource,
        dedup,
        lastEventId: () => lastEventId,
        onStatus: options.onStatus,
        onReachable(reachable) {
          if (reachable) {
            poller.stop();
            return;
          }
          poller.start();
          options.onStatus?.('polling');
        },
        onEvent(event) {
          relayLater(event);
          deliver(event);
        },
      });
      connection.start();
      return () => {
        connection.stop();
        poller.stop();
      };
    },
    options.locks,
  );

  return {
    viewed: (id) => bus.post({ type: 'viewed', id }),
    stop() {
      flushRelay(); // before the channel closes: a closed BroadcastChannel throws on post
      resign();
      unsubscribe();
      if (!options.bus) bus.close();
    },
  };
}
