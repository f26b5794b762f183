import type { TitleItem } from '@/features/auction-form/api/title-service';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { settleTitle } from '@/features/auction-form/state/details/title-listener';
import { titleRequested } from '@/features/auction-form/state/store/shared-actions';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { detailsStore } from '../store/listener-store';

describe('title suggestion', () => {
  it('a keystroke applied by its own "generating" dispatch cancels the run before it asks', async () => {
    // The typing buffer applies held keystrokes before any other action: here the listener's own
    // titleGenerating(true). The run that dispatched it is cancelled there, and must not then ask
    // with its aborted signal (ky would reject, and nothing would be waiting for that answer).
    const asked: Array<{ names: string; aborted: boolean }> = [];
    const store = detailsStore({
      items: [{ name: 'Sofa', itemsNumber: 1 }],
      pauses: { titleMs: 600 },
      client: {
        generateTitle: (items: readonly TitleItem[], signal?: AbortSignal) => {
          asked.push({ names: items.map((i) => i.name).join(), aborted: !!signal?.aborted });
          return signal?.aborted
            ? Promise.reject(new DOMException('aborted', 'AbortError'))
            : Promise.resolve(items.map((i) => i.name).join(' and '));
        },
      },
    });
    // No frames: the held keystroke waits for the buffer's 100 ms fallback, which ends after the
    // pause. Fake timers put the keystroke 60 ms before the pause's end however busy the machine.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.useFakeTimers();
    try {
      const key = store.getState().items[0]?.key ?? '';
      store.dispatch(titleRequested());
      await vi.advanceTimersByTimeAsync(540);
      store.dispatch(typed(updateItem({ key, patch: { name: 'Armchair' } })));
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(60);
      // The pause ended with the keystroke still held: the run that would have asked for "Sofa"
      // was cancelled by it, and the keystroke's own run waits its pause.
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(600);
      await vi.waitFor(() => expect(store.getState().auction.title).toBe('Armchair'));
      expect(asked).toEqual([{ names: 'Armchair', aborted: false }]);
    } finally {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    }
  });
});

describe('the title’s typing pause', () => {
  it('is the store’s option: nothing is asked before it ends, the title right after', async () => {
    const asked: string[] = [];
    const store = detailsStore({
      items: [{ name: 'Sofa', itemsNumber: 1 }],
      pauses: { titleMs: 5000 },
      client: {
        generateTitle: (items: readonly TitleItem[]) => {
          asked.push(items.map((i) => i.name).join());
          return Promise.resolve('Sofa');
        },
      },
    });
    vi.useFakeTimers();
    try {
      store.dispatch(titleRequested());
      await vi.advanceTimersByTimeAsync(4999);
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toEqual(['Sofa']);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('settleTitle', () => {
  it('asks for the title of the items at once (Next quicker than the typing pause)', async () => {
    const store = detailsStore({ items: [{ name: 'Sofa', itemsNumber: 2 }] });
    await store.dispatch(settleTitle());
    expect(store.getState().auction.title).toBe('2 × Sofa');
  });

  it('leaves the customer’s own title alone', async () => {
    const store = detailsStore({ items: [{ name: 'Sofa' }] });
    store.dispatch({ type: 'form/setTitleEnteredByUser', payload: true });
    store.dispatch({ type: 'auction/patchAuction', payload: { title: 'My sofa' } });
    await store.dispatch(settleTitle());
    expect(store.getState().auction.title).toBe('My sofa');
  });
});

describe('a title run cancelled in its pause', () => {
  it('dispatches nothing: the store and its subscribers are not touched', async () => {
    const store = detailsStore({
      items: [{ name: 'Sofa', itemsNumber: 1 }],
      pauses: { titleMs: 600 },
    });
    const seen: string[] = [];
    const stop = store.subscribe(() => seen.push('update'));
    vi.useFakeTimers();
    try {
      store.dispatch(titleRequested());
      await vi.advanceTimersByTimeAsync(100);
      seen.length = 0;
      // A newer request cancels the first run in its pause; only the request itself is seen.
      store.dispatch(titleRequested());
      await vi.advanceTimersByTimeAsync(0);
      expect(seen).toEqual(['update']);
      expect(store.getState().session.generatingTitle).toBe(false);
    } finally {
      stop();
      vi.useRealTimers();
    }
  });
});
