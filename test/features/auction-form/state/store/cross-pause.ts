import { vi } from 'vitest';

/**
 * Does `act`, then lets `ms` of the clock pass at once for the timers it starts: the store's typing
 * pauses are `setTimeout`s, so a test that shows "nothing follows the pause" crosses it here rather
 * than waiting for real time, which a busy machine can stretch past the check. Only `setTimeout` is
 * faked, and only meanwhile: React's scheduler and the mocks keep their own clocks.
 */
export async function crossPause(ms: number, act: () => void): Promise<void> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    act();
    await vi.advanceTimersByTimeAsync(ms);
  } finally {
    vi.useRealTimers();
  }
}
