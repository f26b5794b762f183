import { patchAddress } from '@/features/auction-form/state/route/addresses-slice';
import { patchAuction } from '@/features/auction-form/state/store/auction-slice';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import { startForm } from '@/features/auction-form/state/store/start-form';
import { makeStore } from '@/features/auction-form/state/store/store';
import { formEnvironment } from '../../form-environment';
import { formStateOn } from '../../form-state';

/*
 * One browser, several people: a draft is restored only to the account that saved it, or to any
 * account when a visitor saved it (the visitor logged in). Another account's draft, or a signed-out
 * account's draft opened by a visitor, is deleted before anything of it reaches the form.
 */

const DOOR_CODE = 'Door code 4711, flat 12';
const STREET = 'Długa 42';
const UUID = 'b1c2d3e4-0000-4000-8000-000000000042';

/** Someone fills in the route step (same mode, no auction) and leaves; the draft is saved. */
async function typeDraft(userId: string | null) {
  const env = formEnvironment({ userId });
  const { store, persistor } = makeStore({
    env,
    persist: true,
    preloadedState: formStateOn({
      step: 'route',
      uuid: UUID,
      auction: { mainCategoryId: 1, categoryId: 101 },
    }),
  });
  await persistor!.restore();
  store.dispatch(patchAuction({ title: 'Upright piano, walnut', description: DOOR_CODE }));
  store.dispatch(patchAddress({ which: 'from', patch: { street: STREET, city: 'Gdańsk' } }));
  persistor!.flush();
  persistor!.pause();
  expect(storedText()).toContain('4711');
}

/** The form opened as the widget starts it, for this user. */
async function openForm(userId: string | null) {
  window.history.replaceState(null, '', '/form/en/');
  const { store, persistor } = makeStore({ env: formEnvironment({ userId }), persist: true });
  await store.dispatch(startForm(persistor));
  return { store, persistor: persistor! };
}

/** Everything localStorage holds, keys and values. */
const storedText = (): string =>
  Object.keys(window.localStorage)
    .map((key) => `${key}=${window.localStorage.getItem(key)}`)
    .join('\n');

const TRACES = /4711|Długa|walnut|000000000042/;

/** The draft slices the form holds (the lookup cache holds categories, never a draft). */
const draftOf = ({ auction, items, pictures, addresses, form }: RootState): string =>
  JSON.stringify({ auction, items, pictures, addresses, form });

describe('drafts per account on one browser', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  });

  it("another account opening the form gets no trace of the first account's draft, which is deleted", async () => {
    await typeDraft('42');
    const { store, persistor } = await openForm('43');
    expect(draftOf(store.getState())).not.toMatch(TRACES);
    expect(store.getState().form.step).toBe('categorySelection');
    expect(storedText()).not.toMatch(TRACES);
    persistor.pause();
  });

  it('the account that saved it gets its draft back', async () => {
    await typeDraft('42');
    const { store, persistor } = await openForm('42');
    expect(store.getState().auction).toMatchObject({ uuid: UUID, description: DOOR_CODE });
    expect(store.getState().addresses.from.street).toBe(STREET);
    expect(store.getState().form.step).toBe('route');
    persistor.pause();
  });

  it("a visitor's draft is adopted by the account the visitor logs in to, and is then that account's", async () => {
    await typeDraft(null);
    const adopted = await openForm('42');
    expect(adopted.store.getState().auction).toMatchObject({ uuid: UUID, description: DOOR_CODE });
    expect(adopted.store.getState().form.step).toBe('route');
    adopted.persistor.flush();
    adopted.persistor.pause();

    const other = await openForm('43');
    expect(draftOf(other.store.getState())).not.toMatch(TRACES);
    expect(storedText()).not.toMatch(TRACES);
    other.persistor.pause();
  });

  it("a signed-in account's draft is not restored to a visitor after the account signed out: it is deleted", async () => {
    await typeDraft('42');
    const { store, persistor } = await openForm(null);
    expect(draftOf(store.getState())).not.toMatch(TRACES);
    expect(storedText()).not.toMatch(TRACES);
    persistor.pause();
  });

  it("a visitor gets the visitor's own draft back", async () => {
    await typeDraft(null);
    const { store, persistor } = await openForm(null);
    expect(store.getState().auction.description).toBe(DOOR_CODE);
    persistor.pause();
  });
});
