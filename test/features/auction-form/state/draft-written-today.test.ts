import { patchAuction } from '@/features/auction-form/state/auction-slice';
import { makeStore } from '@/features/auction-form/state/store';
import { formEnvironment } from '../form-environment';
import today from './fixtures/draft-saved-before-redux-persist.json';

/**
 * A draft as the form saved it before the draft went through redux-persist (captured from that
 * code, written under its key): it must still restore, every field of it, and be saved back in
 * the same format.
 */
const env = formEnvironment({ currency: 'GBP' });
const slices = JSON.parse(today.value) as Record<string, string>;
const parsed = (slice: string): unknown => JSON.parse(slices[slice] ?? 'null');

describe('a draft saved by the current release', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read under the key it was written to', () => {
    expect(today.key).toBe(`persist:${env.draftKey}`);
  });

  it('restores every slice as saved', async () => {
    window.localStorage.setItem(today.key, today.value);
    const { store, persistor } = makeStore({ env, persist: true });
    await persistor!.restore();
    const state = store.getState();
    for (const slice of ['auction', 'items', 'pictures', 'addresses', 'form'] as const)
      expect(state[slice], slice).toEqual(parsed(slice));
    persistor!.pause();
  });

  it('is written back byte for byte when nothing changed but a flush', async () => {
    window.localStorage.setItem(today.key, today.value);
    const { store, persistor } = makeStore({ env, persist: true });
    await persistor!.restore();
    // A change and its undo: the slices are new objects with the same content.
    const { title } = store.getState().auction;
    store.dispatch(patchAuction({ title: 'x' }));
    store.dispatch(patchAuction({ title }));
    await persistor!.flush();
    expect(window.localStorage.getItem(today.key)).toBe(today.value);
    persistor!.pause();
  });
});
