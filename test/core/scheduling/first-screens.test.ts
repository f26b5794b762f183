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

describe('afterFirstScreensAdopted', () => {
  it('runs in the next task when no first screen is held', async () => {
    const { afterFirstScreensAdopted } = await fresh();
    const work = vi.fn();
    afterFirstScreensAdopted(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it('waits until a screen held for adoption is adopted, after it is painted', async () => {
    const { afterFirstScreensAdopted, holdForAdoption, holdForFirstScreen } = await fresh();
    const painted = deferred();
    const adopted = deferred();
    holdForFirstScreen(painted.promise);
    holdForAdoption(adopted.promise);
    const work = vi.fn();
    afterFirstScreensAdopted(work);
    painted.resolve();
    await vi.advanceTimersByTimeAsync(500);
    expect(work).not.toHaveBeenCalled();
    adopted.resolve();
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it('goes on when the adoption fails (one broken widget never holds another)', async () => {
    const { afterFirstScreensAdopted, holdForAdoption } = await fresh();
    const adopted = deferred();
    holdForAdoption(adopted.promise);
    const work = vi.fn();
    afterFirstScreensAdopted(work);
    await vi.advanceTimersByTimeAsync(100);
    expect(work).not.toHaveBeenCalled();
    adopted.reject(new Error('the UI chunk failed'));
    await vi.advanceTimersByTimeAsync(0);
    expect(work).toHaveBeenCalledOnce();
  });

  it('goes on after ADOPTION_WAIT_MS when the screen is never adopted (its UI stalled)', async () => {
    const { afterFirstScreensAdopted, holdForAdoption, ADOPTION_WAIT_MS } = await fresh();
    holdForAdoption(new Promise(() => undefined));
    const work = vi.fn();
    afterFirstScreensAdopted(work);
    await vi.advanceTimersByTimeAsync(ADOPTION_WAIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(work).toHaveBeenCalledOnce();
  });
});

describe('afterFirstScreens', () => {
  it('waits for the paint only, not for the adoption', async () => {
    const { afterFirstScreens, holdForAdoption, holdForFirstScreen } = await fresh();
    holdForFirstScreen(Promise.resolve());
    holdForAdoption(new Promise(() => undefined));
    const work = vi.fn();
    afterFirstScreens(work);
    // The task after the next frame (or the hidden tab's fallback of 100 ms).
    await vi.advanceTimersByTimeAsync(150);
    expect(work).toHaveBeenCalledOnce();
  });
});
