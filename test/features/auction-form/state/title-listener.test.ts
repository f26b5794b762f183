import type { TitleItem } from '@/features/auction-form/api/title-service';
import { updateItem } from '@/features/auction-form/state/items-slice';
import { titleRequested } from '@/features/auction-form/state/shared-actions';
import { settleTitle } from '@/features/auction-form/state/title-listener';
import { typed } from '@/features/auction-form/state/typing-buffer';
import { detailsStore } from './listener-store';

describe('title suggestion', () => {
  it('a keystroke applied by its own "generating" dispatch cancels the run before it asks', async () => {
    // The typing buffer applies held keystrokes before any other action: here the listener's own
    // titleGenerating(true). The run that dispatched it is cancelled there, and must not then ask
    // with its aborted signal (ky would reject, and nothing would be waiting for that answer).
    const asked: Array<{ names: string; aborted: boolean }> = [];
    const store = detailsStore({
      items: [{ name: 'Sofa', itemsNumber: 1 }],
      client: {
        generateTitle: (items: readonly TitleItem[], signal?: AbortSignal) => {
          asked.push({ names: items.map((i) => i.name).join(), aborted: !!signal?.aborted });
          return signal?.aborted
            ? Promise.reject(new DOMException('aborted', 'AbortError'))
            : Promise.resolve(items.map((i) => i.name).join(' and '));
        },
      },
    });
    // No frames: the held keystroke waits for the buffer's 100 ms fallback, after the 600 ms pause.
    vi.stubGlobal('requestAnimationFrame', () => 0);
    try {
      const key = store.getState().items[0]?.key ?? '';
      store.dispatch(titleRequested());
      await new Promise((resolve) => setTimeout(resolve, 540));
      store.dispatch(typed(updateItem({ key, patch: { name: 'Armchair' } })));
      await vi.waitFor(() => expect(store.getState().auction.title).toBe('Armchair'));
      expect(asked).toEqual([{ names: 'Armchair', aborted: false }]);
    } finally {
      vi.unstubAllGlobals();
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
