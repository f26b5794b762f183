// @vitest-environment node
import type { HubEvent } from '@/features/notifications/live/hub-connection';
import { electLeader } from '@/features/notifications/live/leader';
import { startLiveFeed, type LiveFeedOptions } from '@/features/notifications/live/live-feed';
import { Poller } from '@/features/notifications/live/poller';
import { fakeBusHub, fakeEventSource, FakeEventSource, fakeLocks, jwt } from './fakes';

const good = () => jwt(Math.floor(Date.now() / 1000) + 3600);

describe('electLeader', () => {
  it('gives the lock to one tab at a time, and to the next when the leader leaves', async () => {
    const locks = fakeLocks();
    const led: string[] = [];
    const resignA = electLeader('hub', () => void led.push('A'), locks);
    const resignB = electLeader('hub', () => void led.push('B'), locks);
    const resignC = electLeader('hub', () => void led.push('C'), locks);
    await Promise.resolve();
    expect(led).toEqual(['A']);
    resignB(); // B leaves the queue without ever leading
    resignA();
    await vi.waitFor(() => expect(led).toEqual(['A', 'C']));
    resignC();
  });

  it('runs the leader cleanup on resign', async () => {
    const cleanup = vi.fn();
    const resign = electLeader('hub', () => cleanup, fakeLocks());
    await Promise.resolve();
    resign();
    expect(cleanup).toHaveBeenCalledTimes(1);
  });

  it('leads at once where Web Locks are missing', () => {
    const lead = vi.fn();
    electLeader('hub', lead, undefined)();
    expect(lead).toHaveBeenCalledTimes(1);
  });
});

describe('startLiveFeed across tabs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => vi.useRealTimers());

  function tab(
    locks: ReturnType<typeof fakeLocks>,
    bus: ReturnType<ReturnType<typeof fakeBusHub>>,
  ) {
    const events: HubEvent[] = [];
    const token = good();
    const options: LiveFeedOptions = {
      hubUrl: '/.well-known/mercure',
      topics: ['/users/12'],
      tokens: { read: () => token, refresh: async () => token },
      pollInterval: 60_000,
      onEvent: (event) => events.push(event),
      onPoll: async () => undefined,
      createEventSource: fakeEventSource,
      locks,
      bus,
    };
    return { feed: startLiveFeed(options), events };
  }

  it('opens one connection for two tabs and relays every event to both, once', async () => {
    const locks = fakeLocks();
    const openBus = fakeBusHub();
    const a = tab(locks, openBus());
    const b = tab(locks, openBus());
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(1);
    const es = FakeEventSource.last();
    es.emit('e1', { title: 'one' });
    es.emit('e2', { title: 'two' });
    es.emit('e2', { title: 'two' });
    await Promise.resolve(); // the relay to other tabs goes out once per task, batched
    expect(a.events.map((e) => e.id)).toEqual(['e1', 'e2']);
    expect(b.events.map((e) => e.id)).toEqual(['e1', 'e2']);
    a.feed.stop();
    b.feed.stop();
  });

  it('relays a burst to the other tabs as one message', async () => {
    const locks = fakeLocks();
    const openBus = fakeBusHub();
    const a = tab(locks, openBus());
    const spy = openBus();
    const posted = vi.fn();
    spy.subscribe(posted);
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 100; i += 1) FakeEventSource.last().emit(`b${i}`, { title: `n${i}` });
    await Promise.resolve();
    expect(posted).toHaveBeenCalledTimes(1);
    expect(posted.mock.calls[0]?.[0]).toMatchObject({ type: 'events' });
    expect((posted.mock.calls[0]?.[0] as { events: unknown[] }).events).toHaveLength(100);
    a.feed.stop();
  });

  it('hands the connection to the other tab when the leader closes, resuming from the last id', async () => {
    const locks = fakeLocks();
    const openBus = fakeBusHub();
    const a = tab(locks, openBus());
    const b = tab(locks, openBus());
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.last().emit('e7', { title: 'seven' });
    a.feed.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(2);
    expect(FakeEventSource.instances[0]?.closed).toBe(true);
    const resumed = FakeEventSource.last();
    expect(new URL(resumed.url, 'http://x').searchParams.get('lastEventID')).toBe('e7');
    resumed.emit('e7', { title: 'seven' });
    resumed.emit('e8', { title: 'eight' });
    await Promise.resolve();
    expect(b.events.map((e) => e.id)).toEqual(['e7', 'e8']);
    b.feed.stop();
  });

  it('falls back to polling where EventSource is unavailable', async () => {
    const onPoll = vi.fn(async () => undefined);
    const feed = startLiveFeed({
      hubUrl: '/.well-known/mercure',
      topics: ['/users/12'],
      tokens: { read: () => undefined, refresh: async () => undefined },
      pollInterval: 10_000,
      onEvent: () => undefined,
      onPoll,
      createEventSource: undefined,
    });
    await vi.advanceTimersByTimeAsync(35_000);
    expect(onPoll).toHaveBeenCalledTimes(3);
    feed.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onPoll).toHaveBeenCalledTimes(3);
  });
});

describe('Poller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits longer after failures and returns to the interval after a success', async () => {
    const results = [false, false, true, true];
    const calls: number[] = [];
    const poller = new Poller({
      interval: 1000,
      random: () => 0,
      task: async () => {
        calls.push(Date.now());
        if (!results.shift()) throw new Error('down');
      },
    });
    const start = Date.now();
    poller.start();
    await vi.advanceTimersByTimeAsync(10_000);
    poller.stop();
    const gaps = calls.map((t, i) => t - (i === 0 ? start : (calls[i - 1] as number)));
    expect(gaps.slice(0, 4)).toEqual([1000, 1000, 2000, 1000]);
  });
});
