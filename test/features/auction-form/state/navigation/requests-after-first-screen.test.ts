import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screenShown } from '@/features/auction-form/state/store/shared-actions';
import { makeStore } from '@/features/auction-form/state/store/store';
import { formEnvironment } from '../../form-environment';

const loadRouter = vi.hoisted(() => vi.fn(() => Promise.resolve()));
const loadKy = vi.hoisted(() => vi.fn(() => Promise.resolve()));
vi.mock('@/core/router/load-router', () => ({ loadRouter }));
vi.mock('@/core/http/load-ky', () => ({ loadKy, loadedKy: () => null }));

// A first screen that asks the API nothing does not load the router or ky (warm-first-screen.ts);
// the store fetches them once that screen is painted and the browser is idle, for the next step's
// requests.
describe('the router and ky after the first screen', () => {
  let idle: Array<() => void> = [];
  beforeEach(() => {
    vi.useFakeTimers();
    idle = [];
    loadRouter.mockClear();
    loadKy.mockClear();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('is asked for once, after the frame that paints the first screen and when the browser is idle', async () => {
    const { store } = makeStore({ env: formEnvironment(), persist: false });
    store.dispatch(screenShown('categorySelection'));
    expect(loadRouter).not.toHaveBeenCalled();
    expect(loadKy).not.toHaveBeenCalled();
    // The frame that shows the screen, and the task after it.
    await vi.advanceTimersByTimeAsync(100);
    expect(loadRouter).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.();
    expect(loadRouter).toHaveBeenCalledTimes(1);
    expect(loadKy).toHaveBeenCalledTimes(1);

    store.dispatch(screenShown('route'));
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toHaveLength(1);
    expect(loadRouter).toHaveBeenCalledTimes(1);
    expect(loadKy).toHaveBeenCalledTimes(1);
  });
});
