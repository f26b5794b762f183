import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type FirstScreens = typeof import('@/core/scheduling/first-screens');

/** The module holds the page's state: each test starts from a fresh copy. */
async function fresh(): Promise<FirstScreens> {
  vi.resetModules();
  return import('@/core/scheduling/first-screens');
}

/** A promise the test settles by hand. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('firstScreensAdopted', () => {
  /** Whether the wait has settled, read after the timers asked for have run. */
  function watch(waiting: Promise<unknown>) {
    const state = { settled: false };
    void waiting.then(() => (state.settled = true));
    return state;
  }

  it('settles in the next task when no first screen is held', async () => {
    const { firstScreensAdopted } = await fresh();
    const wait = watch(firstScreensAdopted());
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });

  it('waits until a screen held for adoption is adopted, after it is painted', async () => {
    const { firstScreensAdopted, holdForAdoption, holdForFirstScreen } = await fresh();
    const painted = deferred();
    const adopted = deferred();
    holdForFirstScreen(painted.promise);
    holdForAdoption(adopted.promise);
    const wait = watch(firstScreensAdopted());
    painted.resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(wait.settled).toBe(false);
    adopted.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });

  it('goes on when the adoption fails (one broken widget never holds another)', async () => {
    const { firstScreensAdopted, holdForAdoption } = await fresh();
    const adopted = deferred();
    holdForAdoption(adopted.promise);
    const wait = watch(firstScreensAdopted());
    await vi.advanceTimersByTimeAsync(100);
    expect(wait.settled).toBe(false);
    adopted.reject(new Error('the UI chunk failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(wait.settled).toBe(true);
  });

  it('goes on after ADOPTION_WAIT_MS when the screen is never adopted (its UI stalled)', async () => {
    const { firstScreensAdopted, holdForAdoption, ADOPTION_WAIT_MS } = await fresh();
    holdForAdoption(new Promise(() => undefined));
    const wait = watch(firstScreensAdopted());
    await vi.advanceTimersByTimeAsync(ADOPTION_WAIT_MS - 1);
    expect(wait.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(wait.settled).toBe(true);
  });
});

describe('firstScreensPainted', () => {
  it('settles in the next task when no first screen is held', async () => {
    const { firstScreensPainted } = await fresh();
    let settled = false;
    void firstScreensPainted().then(() => (settled = true));
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
  });

  it('waits for the paint only, not for the adoption', async () => {
    const { firstScreensPainted, holdForAdoption, holdForFirstScreen } = await fresh();
    const painting = deferred();
    holdForFirstScreen(painting.promise);
    holdForAdoption(new Promise(() => undefined));
    let settled = false;
    void firstScreensPainted().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(150);
    expect(settled).toBe(false);
    painting.resolve();
    // The task after the next frame (or the hidden tab's fallback of 100 ms).
    await vi.advanceTimersByTimeAsync(150);
    expect(settled).toBe(true);
  });
});
