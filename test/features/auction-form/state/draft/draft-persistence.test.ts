import { noEncodedSlices, serializeDraft } from '@/features/auction-form/state/draft/draft-storage';
import { DRAFT_THROTTLE_MS } from '@/features/auction-form/state/draft/persist-config';
import { goToStep } from '@/features/auction-form/state/navigation/step-moves';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import {
  draftFlushRequested,
  draftSavingStopped,
} from '@/features/auction-form/state/store/shared-actions';
import { makeStore } from '@/features/auction-form/state/store/store';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';

const env = formEnvironment({ currency: 'GBP' });
const KEY = `persist:${env.draftKey}`;
/** Longer than a throttle tick and the idle callback's deadline together. */
const SETTLED_MS = 2000;

/** The saved title, or null when no draft is stored. */
const savedTitle = (): string | null | undefined => {
  const raw = window.localStorage.getItem(KEY);
  if (raw === null) return null;
  return (JSON.parse(JSON.parse(raw).auction) as { title?: string | null }).title;
};

/** A store on the route step (a draft there is kept) whose draft has been restored and saved back. */
async function restoredStore() {
  const { store, persistor } = makeStore({
    env,
    persist: true,
    preloadedState: formStateOn({ step: 'route', uuid: 'b1c2d3e4-0000-4000-8000-000000000001' }),
  });
  await persistor!.restore();
  vi.advanceTimersByTime(SETTLED_MS);
  return { store, persistor: persistor! };
}

describe('draft persistence through redux-persist', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it('writes nothing on the input path: no encoding in the dispatch, the write after a throttle tick and an idle moment', async () => {
    const { store, persistor } = await restoredStore();
    const stringify = vi.spyOn(JSON, 'stringify');
    store.dispatch(patchAuction({ title: 'S' }));
    expect(stringify).not.toHaveBeenCalled();
    stringify.mockRestore();
    expect(savedTitle()).not.toBe('S');
    vi.advanceTimersByTime(DRAFT_THROTTLE_MS - 1);
    expect(savedTitle()).not.toBe('S');
    vi.advanceTimersByTime(SETTLED_MS);
    expect(savedTitle()).toBe('S');
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(Object.keys(saved)).toEqual([
      'auction',
      'items',
      'pictures',
      'addresses',
      'form',
      '_persist',
      '_owner',
    ]);
    expect(JSON.parse(saved._persist ?? '{}')).toEqual({ version: 1, rehydrated: true });
    persistor.pause();
  });

  it('while typing goes on, writes at most once per throttle tick, never once per keystroke', async () => {
    const { store, persistor } = await restoredStore();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const keystrokes = 'Grand piano, black'.length;
    for (let i = 1; i <= keystrokes; i += 1) {
      store.dispatch(patchAuction({ title: 'Grand piano, black'.slice(0, i) }));
      vi.advanceTimersByTime(50);
    }
    vi.advanceTimersByTime(SETTLED_MS);
    const writes = setItem.mock.calls.filter(([key]) => key === KEY).length;
    setItem.mockRestore();
    expect(savedTitle()).toBe('Grand piano, black');
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThanOrEqual(Math.ceil((keystrokes * 50) / DRAFT_THROTTLE_MS) + 1);
    persistor.pause();
  });

  it('writes a pending change synchronously on pagehide and when the tab is hidden', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(patchAuction({ title: 'Piano' }));
    window.dispatchEvent(new Event('pagehide'));
    expect(savedTitle()).toBe('Piano');

    store.dispatch(patchAuction({ title: 'Grand piano' }));
    // A change already handed to the storage and waiting for an idle moment is written too.
    vi.advanceTimersByTime(DRAFT_THROTTLE_MS);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(savedTitle()).toBe('Grand piano');
    persistor.pause();
  });

  it('a keystroke still held for the next paint is written on pagehide and when the tab is hidden', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(typed(patchAuction({ title: 'Cello' })));
    expect(store.getState().auction.title).not.toBe('Cello');
    window.dispatchEvent(new Event('pagehide'));
    expect(savedTitle()).toBe('Cello');

    store.dispatch(typed(patchAuction({ title: 'Cello case' })));
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    visibility.mockRestore();
    expect(savedTitle()).toBe('Cello case');
    persistor.pause();
  });

  it('a visible tab writes nothing early', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(patchAuction({ title: 'Visible' }));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(savedTitle()).not.toBe('Visible');
    persistor.pause();
  });

  it('writes a pending change at once when the form asks (a failed submit, leaving the page)', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(patchAuction({ title: 'Wardrobe' }));
    store.dispatch(draftFlushRequested());
    expect(savedTitle()).toBe('Wardrobe');
    persistor.pause();
  });

  it('a page leaving with nothing pending writes nothing (a newer page or tab keeps its draft)', async () => {
    const { store, persistor } = await restoredStore();
    store.dispatch(patchAuction({ title: 'Old page' }));
    vi.advanceTimersByTime(SETTLED_MS);
    expect(savedTitle()).toBe('Old page');
    const newer = window.localStorage.getItem(KEY)!.replace('Old page', 'New page');
    window.localStorage.setItem(KEY, newer);
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(SETTLED_MS);
    expect(savedTitle()).toBe('New page');
    persistor.pause();
  });

  it('after a successful submit nothing is written back, not even what was waiting or on pagehide', async () => {
    const { store } = await restoredStore();
    store.dispatch(patchAuction({ title: 'Posted' }));
    vi.advanceTimersByTime(DRAFT_THROTTLE_MS);
    store.dispatch(draftSavingStopped());
    window.localStorage.removeItem(KEY);
    store.dispatch(patchAuction({ title: 'After' }));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(SETTLED_MS);
    expect(savedTitle()).toBeNull();
  });

  it('saves nothing before the draft is restored (the stored draft is not overwritten by a fresh form)', () => {
    window.localStorage.setItem(KEY, 'kept');
    const { store, persistor } = makeStore({ env, persist: true });
    store.dispatch(patchAuction({ title: 'Fresh' }));
    persistor!.flush();
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(SETTLED_MS);
    expect(window.localStorage.getItem(KEY)).toBe('kept');
  });

  it('on the category step the draft is removed rather than written', async () => {
    const { store, persistor } = await restoredStore();
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

describe('restoring through createMigrate and salvageDraft', () => {
  beforeEach(() => window.localStorage.clear());

  /**
   * The legacy form's draft (no version): one `auction` holding items, pictures and addresses; a
   * visitor's, as the form now marks it (a draft without an owner is dropped before any migration:
   * drafts-per-account.test.ts).
   */
  const legacyDraft = () =>
    JSON.stringify({
      auction: JSON.stringify({
        uuid: 'a0b1c2d3-0000-4000-8000-000000000002',
        title: 'Piano',
        categoryId: 101,
        mainCategoryId: 1,
        items: [{ name: 'Piano', weight: 250 }],
        fromAddress: { city: 'Gdańsk' },
        toAddress: { city: 'Poznań' },
      }),
      form: JSON.stringify({ step: 'shippingDetails', maxStepNumber: 3, dateRange: 'custom' }),
      _owner: JSON.stringify(null),
    });

  it('a version-0 draft is migrated, restored, and saved back in the current version', async () => {
    window.localStorage.setItem(KEY, legacyDraft());
    const { store, persistor } = makeStore({ env, persist: true });
    await persistor!.restore();
    const state = store.getState();
    expect(state.auction).toMatchObject({ title: 'Piano', dateFixed: true });
    expect(state.items).toEqual([
      expect.objectContaining({ name: 'Piano', weight: 250, touched: false }),
    ]);
    expect(state.addresses.from.city).toBe('Gdańsk');
    expect(state.form.transportDateRange).toBe('custom');
    persistor!.flush();
    const saved = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(JSON.parse(saved._persist ?? '{}')).toEqual({ version: 1, rehydrated: true });
    expect(JSON.parse(saved.addresses ?? '{}').to.city).toBe('Poznań');
    persistor!.pause();
  });

  it('after the migrations the draft is checked field by field: a field of the wrong type takes its default', async () => {
    const stored = JSON.parse(legacyDraft()) as Record<string, string>;
    const auction = {
      ...JSON.parse(stored.auction!),
      title: { text: 'Piano' },
      description: 'Upright',
    };
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ ...stored, auction: JSON.stringify(auction) }),
    );
    const { store, persistor } = makeStore({ env, persist: true });
    await persistor!.restore();
    expect(store.getState().auction).toMatchObject({ title: null, description: 'Upright' });
    persistor!.pause();
  });

  it('a draft with nothing to keep is deleted and the form starts empty', async () => {
    window.localStorage.setItem(KEY, JSON.stringify({ session: '{"started":true}' }));
    const { store, persistor } = makeStore({ env, persist: true });
    await persistor!.restore();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(store.getState().form.step).toBeNull();
    persistor!.pause();
  });

  it('an unreadable draft is deleted, and a stored `__proto__` or `session` is never read', async () => {
    window.localStorage.setItem(KEY, '{"auction":');
    const first = makeStore({ env, persist: true });
    await first.persistor!.restore();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    first.persistor!.pause();

    const valid = JSON.parse(legacyDraft()) as Record<string, string>;
    window.localStorage.setItem(
      KEY,
      `{"__proto__":"{\\"polluted\\":true}","session":"{\\"started\\":true}",${JSON.stringify(valid).slice(1)}`,
    );
    const second = makeStore({ env, persist: true });
    await second.persistor!.restore();
    expect(second.store.getState().auction.title).toBe('Piano');
    expect(second.store.getState().session.started).toBe(false);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    second.persistor!.pause();
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

  it("writes redux-persist's format: a JSON object of JSON-encoded slices and _persist, then whose it is", () => {
    expect(serializeDraft(slices, { version: 1, owner: '42' })).toBe(
      JSON.stringify({
        auction: JSON.stringify(slices.auction),
        items: JSON.stringify(slices.items),
        pictures: JSON.stringify(slices.pictures),
        addresses: JSON.stringify(slices.addresses),
        form: JSON.stringify(slices.form),
        _persist: JSON.stringify({ version: 1, rehydrated: true }),
        _owner: JSON.stringify('42'),
      }),
    );
    expect(JSON.parse(serializeDraft(slices, { version: 1, owner: null }))._owner).toBe('null');
  });

  it('encodes again only the slices that changed since the last write', () => {
    let encodings = 0;
    const counted = { toJSON: () => (encodings += 1) };
    const cache = noEncodedSlices();
    const first = { ...slices, addresses: counted };
    const meta = { version: 1, owner: null };
    serializeDraft(first, meta, cache);
    const typed = serializeDraft({ ...first, items: [{ key: 'k1', weight: 41 }] }, meta, cache);
    expect(encodings).toBe(1);
    expect(JSON.parse(JSON.parse(typed).items)).toEqual([{ key: 'k1', weight: 41 }]);
  });
});
