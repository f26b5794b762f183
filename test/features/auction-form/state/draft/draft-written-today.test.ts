import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import { makeStore } from '@/features/auction-form/state/store/store';
import { formEnvironment } from '../../form-environment';
import beforeOwners from './fixtures/draft-saved-before-redux-persist.json';
import today from './fixtures/draft-saved-with-owner.json';

/**
 * A draft as the form saves it today (account 42's), written under its key: it must still restore,
 * every field of it, and be saved back in the same format. The draft the release before saved
 * (captured from that code) names no owner: it may be any account's, so it is dropped.
 */
const env = formEnvironment({ currency: 'GBP', userId: '42' });
const slices = JSON.parse(today.value) as Record<string, string>;
const parsed = (slice: string): unknown => JSON.parse(slices[slice] ?? 'null');

describe('a draft saved by the current release', () => {
  beforeEach(() => window.localStorage.clear());

  it('is read under the key it was written to, which names no one', () => {
    expect(today.key).toBe(`persist:${env.draftKey}`);
    expect(today.key).not.toContain('42');
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

describe('a draft saved before drafts named their owner', () => {
  beforeEach(() => window.localStorage.clear());

  it.each([
    ['an account', '42'],
    ['a visitor', null],
  ])('is dropped, not restored, for %s', async (_name, userId) => {
    expect(beforeOwners.key).toBe(today.key);
    window.localStorage.setItem(beforeOwners.key, beforeOwners.value);
    const { store, persistor } = makeStore({
      env: formEnvironment({ currency: 'GBP', userId }),
      persist: true,
    });
    await persistor!.restore();
    expect(store.getState().auction.uuid).toBeNull();
    expect(store.getState().form.step).toBeNull();
    expect(window.localStorage.getItem(beforeOwners.key)).toBeNull();
    persistor!.pause();
  });
});
