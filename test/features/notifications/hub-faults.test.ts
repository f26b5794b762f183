// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HubConnection } from '@/features/notifications/live/hub-connection';
import { startLiveFeed } from '@/features/notifications/live/live-feed';
import type { TokenSource } from '@/features/notifications/live/token';
import { fakeBusHub, FakeEventSource, fakeEventSource, fakeLocks } from './fakes';

/*
 * What real Mercure hubs do to the live feed.
 * - Symfony's `Authorization::createCookie()` sets the subscriber cookie
 *   HttpOnly: the widget can never read it, and must connect anyway (the
 *   browser sends it with credentials) instead of calling /api/me forever.
 * - A hub that replays the backlog and drops must not be reconnected at the
 *   first backoff step every time: only a healthy period resets the backoff.
 * - A hub that cannot be reached at all leaves the customer with polling.
 */

const BACKOFF = { base: 1000, max: 8000, random: () => 0.5 };

/** The HttpOnly cookie: never readable, whatever /api/me does. */
const httpOnlyTokens = (): TokenSource & { refresh: ReturnType<typeof vi.fn> } => ({
  read: () => undefined,
  refresh: vi.fn(async () => undefined),
});

async function waitForNextSource(step = 50): Promise<number> {
  const before = FakeEventSource.instances.length;
  let waited = 0;
  while (FakeEventSource.instances.length === before && waited < 120_000) {
    await vi.advanceTimersByTimeAsync(step);
    waited += step;
  }
  return waited;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});
afterEach(() => vi.useRealTimers());

describe('live notifications against real hubs', () => {
  it('connects with credentials when the hub cookie is HttpOnly, asking /api/me once', async () => {
    const tokens = httpOnlyTokens();
    const connection = new HubConnection({
      hubUrl: '/.well-known/mercure',
      topics: ['/users/1'],
      tokens,
      createEventSource: fakeEventSource,
      onEvent: () => undefined,
      backoff: BACKOFF,
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.instances).toHaveLength(1);
    expect(FakeEventSource.last().init.withCredentials).toBe(true);
    // Drops (not refusals) need no new cookie: /api/me is not asked again.
    for (let i = 0; i < 4; i += 1) {
      FakeEventSource.last().open();
      FakeEventSource.last().drop();
      await waitForNextSource();
    }
    expect(tokens.refresh).toHaveBeenCalledTimes(1);
    // A refusal asks for a fresh cookie once, then connects again.
    FakeEventSource.last().refuse();
    await waitForNextSource();
    expect(tokens.refresh).toHaveBeenCalledTimes(2);
    connection.stop();
  });

  it('a hub that replays then drops is reconnected with a growing backoff', async () => {
    const connection = new HubConnection({
      hubUrl: '/.well-known/mercure',
      topics: ['/users/1'],
      tokens: httpOnlyTokens(),
      createEventSource: fakeEventSource,
      onEvent: () => undefined,
      backoff: BACKOFF,
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const hub = FakeEventSource.last();
      hub.open();
      hub.emit(`old-${i}-1`, { title: 'replayed' });
      hub.emit(`old-${i}-2`, { title: 'replayed' });
      hub.drop();
      gaps.push(await waitForNextSource());
    }
    expect(gaps).toEqual([750, 1500, 3000, 6000]);
    // A connection that stays healthy long enough starts the backoff afresh.
    FakeEventSource.last().open();
    await vi.advanceTimersByTimeAsync(HubConnection.HEALTHY_MS);
    FakeEventSource.last().drop();
    expect(await waitForNextSource()).toBe(750);
    connection.stop();
  });

  it('falls back to polling while the hub cannot be reached, and stops once it is back', async () => {
    const onPoll = vi.fn(async () => undefined);
    const feed = startLiveFeed({
      hubUrl: '/.well-known/mercure',
      topics: ['/users/1'],
      tokens: httpOnlyTokens(),
      pollInterval: 10_000,
      onEvent: () => undefined,
      onPoll,
      createEventSource: fakeEventSource,
      locks: fakeLocks(),
      bus: fakeBusHub()(),
    });
    await vi.advanceTimersByTimeAsync(0);
    // The hub never opens: every attempt fails.
    for (let i = 0; i < 3; i += 1) {
      FakeEventSource.last().drop();
      await waitForNextSource();
    }
    await vi.advanceTimersByTimeAsync(10_000);
    expect(onPoll).toHaveBeenCalled();
    FakeEventSource.last().open();
    await vi.advanceTimersByTimeAsync(HubConnection.HEALTHY_MS);
    const polls = onPoll.mock.calls.length;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onPoll.mock.calls.length).toBe(polls);
    feed.stop();
  });
});
