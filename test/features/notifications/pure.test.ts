import { backoffDelay } from '@/features/notifications/live/backoff';
import { EventDedup } from '@/features/notifications/live/event-dedup';
import { buildHubUrl } from '@/features/notifications/live/mercure-url';
import { isUsable, jwtExpiry } from '@/features/notifications/live/token';
import { toItems, toUnreadCount, parseHubData } from '@/features/notifications/model';
import { jwt } from './fakes';

describe('buildHubUrl', () => {
  it('adds one topic parameter per topic, encoded', () => {
    const url = new URL(
      buildHubUrl('https://hub.example.com/.well-known/mercure', [
        '/users/12',
        'https://example.com/auctions/{id}',
      ]),
    );
    expect(url.searchParams.getAll('topic')).toEqual([
      '/users/12',
      'https://example.com/auctions/{id}',
    ]);
    expect(url.search).not.toContain('{');
    expect(url.searchParams.has('lastEventID')).toBe(false);
  });

  it('resumes with lastEventID, replacing a stale one', () => {
    const url = new URL(
      buildHubUrl(
        '/.well-known/mercure?lastEventID=x',
        ['/users/1', '/users/1'],
        'urn:uuid:42',
        'https://www.example.com/',
      ),
    );
    expect(url.origin).toBe('https://www.example.com');
    expect(url.searchParams.getAll('topic')).toEqual(['/users/1']);
    expect(url.searchParams.get('lastEventID')).toBe('urn:uuid:42');
  });

  it("keeps the topics the hub URL carries (MercureBundle's mercure(topics) prints them), with the node's, once each", () => {
    const hub = 'https://hub.example.com/.well-known/mercure?topic=%2Fusers%2F12%2Fnotifications';
    expect(new URL(buildHubUrl(hub, [])).searchParams.getAll('topic')).toEqual([
      '/users/12/notifications',
    ]);
    expect(
      new URL(
        buildHubUrl(hub, ['/auctions/7', '/users/12/notifications'], 'urn:uuid:1'),
      ).searchParams.getAll('topic'),
    ).toEqual(['/users/12/notifications', '/auctions/7']);
  });
});

describe('backoffDelay', () => {
  it('grows exponentially up to the cap, with half of each step jittered', () => {
    const low = (attempt: number) =>
      backoffDelay(attempt, { base: 1000, max: 30_000, random: () => 0 });
    const high = (attempt: number) =>
      backoffDelay(attempt, { base: 1000, max: 30_000, random: () => 0.999999 });
    expect([0, 1, 2, 3, 4, 5, 6].map(low)).toEqual([500, 1000, 2000, 4000, 8000, 15000, 15000]);
    expect([0, 1, 2, 3, 4, 5, 6].map(high)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('spreads reconnects of many clients', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(3)));
    expect(delays.size).toBeGreaterThan(20);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(4000);
  });
});

describe('EventDedup', () => {
  it('accepts an id once, and events without an id always', () => {
    const dedup = new EventDedup();
    expect(dedup.accept('a')).toBe(true);
    expect(dedup.accept('a')).toBe(false);
    expect(dedup.accept(null)).toBe(true);
    expect(dedup.accept(null)).toBe(true);
  });

  it('stays bounded, forgetting the oldest ids first', () => {
    const dedup = new EventDedup(3);
    ['a', 'b', 'c', 'd'].forEach((id) => dedup.accept(id));
    expect(dedup.has('a')).toBe(false);
    expect(dedup.accept('d')).toBe(false);
    expect(dedup.accept('a')).toBe(true);
  });
});

describe('token expiry', () => {
  it('reads the exp claim', () => {
    expect(jwtExpiry(jwt(2_000_000_000))).toBe(2_000_000_000_000);
    expect(jwtExpiry('not-a-jwt')).toBeNull();
    expect(jwtExpiry('a.%%%.c')).toBeNull();
  });

  it('treats missing, expired and nearly expired tokens as unusable', () => {
    const now = 1_700_000_000_000;
    expect(isUsable(undefined, now)).toBe(false);
    expect(isUsable(jwt(now / 1000 - 1), now)).toBe(false);
    expect(isUsable(jwt(now / 1000 + 10), now)).toBe(false); // inside the 30 s margin
    expect(isUsable(jwt(now / 1000 + 3600), now)).toBe(true);
    expect(isUsable('opaque-token', now)).toBe(true);
  });
});

describe('answer readers', () => {
  it('read lists leniently and drop entries without id or title', () => {
    expect(
      toItems({
        items: [{ id: 1, title: 'A', createdAt: '2024-05-01T10:00:00Z' }, { id: 2 }, 'junk'],
      }),
    ).toEqual([
      {
        id: '1',
        kind: 'notification',
        title: 'A',
        body: '',
        createdAt: '2024-05-01T10:00:00.000Z',
        viewed: false,
      },
    ]);
    expect(
      toItems([{ messageId: 'x', subject: 'S', type: 'message', isViewed: true, content: 'B' }])[0],
    ).toMatchObject({
      id: 'x',
      kind: 'message',
      viewed: true,
      body: 'B',
    });
    expect(toItems(null)).toEqual([]);
  });

  it('read the unread count from several shapes', () => {
    expect(toUnreadCount({ count: 3 })).toBe(3);
    expect(toUnreadCount({ unread: '7' })).toBe(7);
    expect(toUnreadCount(4)).toBe(4);
    expect(toUnreadCount({ count: -1 })).toBe(0);
    expect(toUnreadCount('x')).toBe(0);
  });

  it('use the event id for an update without its own id, and ignore broken JSON', () => {
    expect(parseHubData('{"title":"T"}', 'urn:uuid:1')?.id).toBe('urn:uuid:1');
    expect(parseHubData('{"title":', 'urn:uuid:1')).toBeNull();
  });
});
