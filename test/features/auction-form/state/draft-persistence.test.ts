import { patchAuction } from '@/features/auction-form/state/auction-slice';
import { noEncodedSlices, serializeDraft } from '@/features/auction-form/state/draft-storage';
import { goToStep } from '@/features/auction-form/state/form-slice';
import {
  draftFlushRequested,
  draftSavingStopped,
} from '@/features/auction-form/state/shared-actions';
import { makeStore } from '@/features/auction-form/state/store';
import { formStateOn } from '../form-state';
import { formEnvironment } from '../form-environment';

const env = formEnvironment({ currency: 'GBP' });
const KEY = `persist:${env.draftKey}`;

/** The saved title, or null when no draft is stored. */
const savedTitle = (): string | null | undefined => {
  const raw = window.localStorage.getItem(KEY);
  if (raw === null) return null;
  return (JSON.parse(JSON.parse(raw).auction) as { title?: string | null }).title;
};

/** A store on the route step (a draft there is kept) whose draft has been restored. */
function restoredStore() {
  const { store, persistor } = makeStore({
    env,
    persist: true,
    preloadedState: formStateOn({ step: 'route', uuid: 'b1c2d3e4-0000-4000-8000-000000000001' }),
  });
  persistor?.restore();
  return { store, persistor: persistor! };
}

describe('draft persistence', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('writes nothing on the input path: a change is saved once changes pause, in the stored format', () => {
    const { store, persistor } = restoredStore();
    store.dispatch(patchAuction({ title: 'S' }));
    expect(savedTitle()).toBeNull();
    // Typing on: every change postpones the write.
    for (const title of ['So', 'Sof', 'Sofa']) {
      vi.advanceTimersByTime(300);
      store.dispatch(patchAuction({ title }));
      expect(savedTitle()).toBeNull();
    }
    vi.advanceTimersByTime(399);
    expect(savedTitle()).toBeNull();
    vi.advanceTimersByTime(1100);
    expect(savedTitle()).toBe('Sofa');
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(saved).sort()).toEqual(
      ['_persist', 'addresses', 'auction', 'form', 'items', 'pictures'].sort(),
    );
    expect(JSON.parse(saved._persist ?? '{}')).toEqual({ version: 1, rehydrated: true });
    persistor.pause();
  });

  it('writes a pending change synchronously on pagehide and when the tab is hidden', () => {
    const { store, persistor } = restoredStore();
    store.dispatch(patchAuction({ title: 'Piano' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(savedTitle()).toBe('Piano');

    store.dispatch(patchAuction({ title: 'Grand piano' }));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(savedTitle()).toBe('Grand piano');
    persistor.pause();
  });

  it('writes a pending change at once when the form asks (a failed submit, leaving the page)', () => {
    const { store, persistor } = restoredStore();
    store.dispatch(patchAuction({ title: 'Wardrobe' }));
    store.dispatch(draftFlushRequested());
    expect(savedTitle()).toBe('Wardrobe');
    persistor.pause();
  });

  it('a page leaving with nothing pending writes nothing (a newer page or tab keeps its draft)', () => {
    const { store, persistor } = restoredStore();
    store.dispatch(patchAuction({ title: 'Old page' }));
    vi.advanceTimersByTime(2000);
    expect(savedTitle()).toBe('Old page');
    const newer = window.localStorage.getItem(KEY)!.replace('Old page', 'New page');
    window.localStorage.setItem(KEY, newer);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(2000);
    expect(savedTitle()).toBe('New page');
    persistor.pause();
  });

  it('after a successful submit nothing is written back, not even on pagehide', () => {
    const { store } = restoredStore();
    store.dispatch(patchAuction({ title: 'Posted' }));
    store.dispatch(draftSavingStopped());
    window.localStorage.removeItem(KEY);
    store.dispatch(patchAuction({ title: 'After' }));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(2000);
    expect(savedTitle()).toBeNull();
  });

  it('saves nothing before the draft is restored (the stored draft is not overwritten by a fresh form)', () => {
    window.localStorage.setItem(KEY, 'kept');
    const { store } = makeStore({ env, persist: true });
    store.dispatch(patchAuction({ title: 'Fresh' }));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(2000);
    expect(window.localStorage.getItem(KEY)).toBe('kept');
  });

  it('on the category step the draft is removed rather than written', () => {
    const { store, persistor } = restoredStore();
    store.dispatch(patchAuction({ title: 'Kept' }));
    persistor.flush();
    expect(savedTitle()).toBe('Kept');
    store.dispatch(goToStep('categorySelection'));
    store.dispatch(patchAuction({ title: 'Not kept' }));
    persistor.flush();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    persistor.pause();
  });
});

describe('serializeDraft', () => {
  const slices = {
    auction: { title: 'Sofa "3-seater"', polylineString: 'a\\b' },
    items: [{ key: 'k1', weight: 40 }],
    pictures: [],
    addresses: { from: { city: 'Kraków' }, to: null },
    form: { step: 'route' },
  };

  it("writes redux-persist's format: a JSON object of JSON-encoded slices and _persist", () => {
    expect(serializeDraft(slices, 1)).toBe(
      JSON.stringify({
        auction: JSON.stringify(slices.auction),
        items: JSON.stringify(slices.items),
        pictures: JSON.stringify(slices.pictures),
        addresses: JSON.stringify(slices.addresses),
        form: JSON.stringify(slices.form),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
      }),
    );
  });

  it('encodes again only the slices that changed since the last write', () => {
    let encodings = 0;
    const counted = { toJSON: () => (encodings += 1) };
    const cache = noEncodedSlices();
    const first = { ...slices, addresses: counted };
    serializeDraft(first, 1, cache);
    const typed = serializeDraft({ ...first, items: [{ key: 'k1', weight: 41 }] }, 1, cache);
    expect(encodings).toBe(1);
    expect(JSON.parse(JSON.parse(typed).items)).toEqual([{ key: 'k1', weight: 41 }]);
  });
});
