import { http, HttpResponse } from 'msw';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { resetHttpForTests } from '@/core/http/client';
import { HubConnection, type HubEvent } from '@/features/notifications/live/hub-connection';
import {
  cookieTokenSource,
  SignedOutError,
  type TokenSource,
} from '@/features/notifications/live/token';
import { mockServer } from '../../../fixtures/node';
import { FakeEventSource, fakeEventSource, jwt } from './fakes';

const NOW = 1_700_000_000_000;
const GOOD = jwt(NOW / 1000 + 3600);

function tokens(
  initial: string | undefined,
  next: string | undefined = GOOD,
): TokenSource & { refresh: ReturnType<typeof vi.fn> } {
  let current = initial;
  return {
    read: () => current,
    refresh: vi.fn(async () => {
      current = next;
      return current;
    }),
  };
}

function connect(source: TokenSource) {
  const events: HubEvent[] = [];
  const connection = new HubConnection({
    hubUrl: 'https://www.example.com/.well-known/mercure',
    topics: ['/users/12', '/auctions/7'],
    tokens: source,
    createEventSource: fakeEventSource,
    onEvent: (event) => events.push(event),
    backoff: { base: 1000, max: 8000, random: () => 0.5 },
    now: () => NOW,
  });
  connection.start();
  return { connection, events };
}

describe('HubConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('subscribes to every topic with credentials, once the token is known good', async () => {
    const source = tokens(GOOD);
    connect(source);
    await vi.advanceTimersByTimeAsync(0);
    const es = FakeEventSource.last();
    expect(new URL(es.url).searchParams.getAll('topic')).toEqual(['/users/12', '/auctions/7']);
    expect(es.init.withCredentials).toBe(true);
    expect(es.url).not.toContain(GOOD);
    expect(source.refresh).not.toHaveBeenCalled();
  });

  it('refreshes a missing or expired token through /api/me before connecting', async () => {
    for (const initial of [undefined, jwt(NOW / 1000 - 60)]) {
      FakeEventSource.reset();
      const source = tokens(initial);
      connect(source);
      await vi.advanceTimersByTimeAsync(0);
      expect(source.refresh).toHaveBeenCalledTimes(1);
      expect(FakeEventSource.instances).toHaveLength(1);
    }
  });

  it('refreshes the token when the hub refuses the connection, then reconnects', async () => {
    const source = tokens(GOOD, jwt(NOW / 1000 + 7200));
    connect(source);
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.last().refuse();
    expect(FakeEventSource.last().closed).toBe(true);
    expect(source.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(750); // attempt 0: 500 + 0.5 × 500
    expect(source.refresh).toHaveBeenCalledTimes(1);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('resumes after a drop with lastEventID and backoff, and shows replayed events once', async () => {
    const { events } = connect(tokens(GOOD));
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.last();
    first.open();
    first.emit('e1', { title: 'one' });
    first.emit('e2', { title: 'two' });
    first.drop();
    expect(first.closed).toBe(true);

    await vi.advanceTimersByTimeAsync(749);
    expect(FakeEventSource.instances).toHaveLength(1); // still backing off
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeEventSource.last();
    expect(new URL(second.url).searchParams.get('lastEventID')).toBe('e2');
    second.emit('e2', { title: 'two' }); // at-least-once replay
    second.emit('e3', { title: 'three' });
    expect(events.map((event) => event.id)).toEqual(['e1', 'e2', 'e3']);
  });

  it('backs off exponentially while the hub stays down, and starts over after a healthy period', async () => {
    connect(tokens(GOOD));
    await vi.advanceTimersByTimeAsync(0);
    const gaps: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      FakeEventSource.last().drop();
      const before = FakeEventSource.instances.length;
      let waited = 0;
      while (FakeEventSource.instances.length === before) {
        await vi.advanceTimersByTimeAsync(50);
        waited += 50;
      }
      gaps.push(waited);
    }
    expect(gaps).toEqual([750, 1500, 3000, 6000]);
    FakeEventSource.last().open();
    FakeEventSource.last().emit('e9', { title: 'back' });
    await vi.advanceTimersByTimeAsync(HubConnection.HEALTHY_MS);
    FakeEventSource.last().drop();
    await vi.advanceTimersByTimeAsync(750);
    expect(FakeEventSource.instances).toHaveLength(6);
  });

  it('stops for good when /api/me says the visitor is signed out', async () => {
    const source: TokenSource = {
      read: () => undefined,
      refresh: () => Promise.reject(new SignedOutError()),
    };
    const { connection } = connect(source);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(0);
    expect(connection.lastEventId).toBeNull();
  });

  it('opens nothing after stop()', async () => {
    const { connection } = connect(tokens(GOOD));
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.last().drop();
    connection.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);
  });
});

describe('cookieTokenSource (the token-refresh path)', () => {
  afterEach(() => {
    document.cookie = 'mercureAuthorization=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    resetHttpForTests();
    resetReportingForTests();
  });

  it('calls GET /api/me, then reads the JWT cookie again', async () => {
    const seen: string[] = [];
    mockServer.events.on('request:start', ({ request }) =>
      seen.push(`${request.method} ${new URL(request.url).pathname}`),
    );
    const source = cookieTokenSource('mercureAuthorization');
    expect(source.read()).toBeUndefined();
    const fresh = await source.refresh();
    expect(seen).toContain('GET /api/me');
    expect(fresh).toMatch(/^eyJ/);
    expect(source.read()).toBe(fresh);
    mockServer.events.removeAllListeners();
  });

  it('turns a 401 from /api/me into SignedOutError', async () => {
    mockServer.use(http.get('*/api/me', () => HttpResponse.json({ code: 401 }, { status: 401 })));
    await expect(cookieTokenSource('mercureAuthorization').refresh()).rejects.toBeInstanceOf(
      SignedOutError,
    );
  });

  it('never lets the token reach the console or the error reporter', async () => {
    const token = jwt(Math.floor(Date.now() / 1000) + 3600);
    document.cookie = `mercureAuthorization=${token}; path=/`;
    const reports: unknown[] = [];
    setReportSink((error, context) => reports.push([String(error), JSON.stringify(context)]));
    const consoleLines: string[] = [];
    const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) =>
      vi
        .spyOn(console, level)
        .mockImplementation((...args: unknown[]) => consoleLines.push(args.map(String).join(' '))),
    );
    mockServer.use(
      http.get('*/api/me', () =>
        HttpResponse.json({ message: `bad token ${token}` }, { status: 500 }),
      ),
    );
    vi.useFakeTimers();
    FakeEventSource.reset();
    const connection = new HubConnection({
      hubUrl: '/.well-known/mercure',
      topics: ['/users/1'],
      tokens: cookieTokenSource('mercureAuthorization'),
      createEventSource: fakeEventSource,
      onEvent: () => undefined,
    });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.last().refuse(); // forces a refresh, which fails with the token in its body
    await vi.advanceTimersByTimeAsync(5_000);
    connection.stop();
    vi.useRealTimers();
    spies.forEach((spy) => spy.mockRestore());
    const everything = [
      ...consoleLines,
      ...reports.flat().map(String),
      ...FakeEventSource.instances.map((es) => es.url),
    ].join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(token.split('.')[2]);
  });
});
