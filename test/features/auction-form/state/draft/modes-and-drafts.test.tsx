import { waitFor } from '@testing-library/react';
import { createSafeStorage } from '@/core/storage/safe-storage';
import { emptyAddress } from '@/features/auction-form/model/address';
import { draftKey } from '@/features/auction-form/state/draft/draft-keys';
import { DRAFT_VERSION } from '@/features/auction-form/state/draft/draft-migrations';
import { isValidDraft, migrateDraft } from '@/features/auction-form/state/draft/draft-restore';
import {
  createDraftStorage,
  markReloadRestores,
} from '@/features/auction-form/state/draft/draft-storage';
import { oddAnswers } from '../../../../../fixtures/form/odd-answers';
import { mockServer } from '../../../../../fixtures/node';
import { findHeadline, renderForm } from '../../render-form';

vi.mock('@/features/auction-form/ui/steps/route/route-step', () => ({
  default: () => null,
}));

const formDataRequests: URL[] = [];
const onRequest = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (/\/api\/auction\/[^/]+\/form\/data$/.test(url.pathname)) formDataRequests.push(url);
};

const located = (id: number) => ({
  ...emptyAddress(),
  lat: 50,
  lng: 19,
  addressDbId: id,
  city: `C${id}`,
});

/**
 * A version-0 draft as the legacy form saved it: one auction blob, `dateRange` in the form state;
 * a visitor's, as the form now marks it (a draft without an owner is dropped before any migration:
 * drafts-per-account.test.ts).
 */
function legacyDraft() {
  return {
    auction: JSON.stringify({
      id: null,
      uuid: 'legacy-uuid',
      mainCategoryId: 1,
      categoryId: 101,
      dateFixed: false,
      sendDateFrom: null,
      sendDateTo: null,
      receiveDateFrom: null,
      receiveDateTo: null,
      distance: 120,
      polylineString: null,
      priceEstimation: null,
      items: [{ name: 'Sofa', weight: 40, itemsNumber: 2, oversize: false, itemCategoryId: null }],
      pictures: [],
      fromAddress: located(1),
      toAddress: located(2),
    }),
    form: JSON.stringify({
      step: 'route',
      maxStepNumber: 2,
      returnToStep: null,
      dateRange: 'flex',
      isTitleEnteredByUser: false,
      isTotalWeightEditedByUser: false,
      isFormCorrect: false,
      formMode: 'addNew',
      isWaitingForPriceEstimate: false,
      finalValidators: [],
      categoryName: 'Sofas',
    }),
    _persist: JSON.stringify({ version: 0, rehydrated: true }),
    _owner: JSON.stringify(null),
  };
}

/** The form on a fixed day (10 March 2026), at the page's root, with time still running. */
function onAFixedDay() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(new Date('2026-03-10T10:00:00'));
  window.history.replaceState(null, '', '/');
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
}

describe('form modes', () => {
  beforeEach(() => {
    onAFixedDay();
    formDataRequests.length = 0;
    mockServer.events.on('request:start', onRequest);
  });
  afterEach(() => {
    mockServer.events.removeAllListeners();
    vi.useRealTimers();
  });

  it('addNew without an auction applies the initial state with a fresh uuid', async () => {
    const { store } = await renderForm();
    await findHeadline();
    expect(formDataRequests).toEqual([]);
    expect(store.getState().form.formMode).toBe('addNew');
    expect(store.getState().auction.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(store.getState().auction.dateFixed).toBe(true);
    expect(store.getState().items).toHaveLength(1);
    expect(store.getState().items[0]?.oversize).toBe(false);
  });

  it('addNew from an auction id loads it in read mode', async () => {
    const { store } = await renderForm({ config: { auctionId: 4243 } });
    await findHeadline();
    expect(formDataRequests.map((url) => url.searchParams.get('mode'))).toEqual(['read']);
    expect(store.getState().auction.id).toBe(4243);
  });

  it('edit loads the auction in edit mode, derives its range and opens the route under /edit-auction/{id}/', async () => {
    const { store } = await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    expect(await findHeadline()).toHaveTextContent('Change the route and dates');
    expect(formDataRequests).toHaveLength(1);
    expect(formDataRequests[0]?.pathname).toBe('/api/auction/4242/form/data');
    expect(formDataRequests[0]?.searchParams.get('mode')).toBe('edit');
    const state = store.getState();
    expect(state.auction.id).toBe(4242);
    expect(state.form.formMode).toBe('edit');
    expect(state.form.transportDateRange).toBe('custom');
    expect(state.addresses.from.city).toBe('Warszawa');
    expect(state.items.every((item) => item.key && item.touched === false)).toBe(true);
    expect(window.location.pathname).toBe('/edit-auction/4242/routes-dates');
  });

  it('edit of a flexible auction derives flex; a booking set price derives custom', async () => {
    const flex = await renderForm({ config: { mode: 'edit', auctionId: 4243 } });
    await findHeadline();
    expect(flex.store.getState().form.transportDateRange).toBe('flex');
    expect(flex.store.getState().auction.dateFixed).toBe(false);
    flex.unmount();
    const booked = await renderForm({ config: { mode: 'edit', auctionId: 4244 } });
    await findHeadline();
    expect(booked.store.getState().form.transportDateRange).toBe('custom');
    expect(booked.store.getState().auction.dateFixed).toBe(true);
  });

  it('edit of an auction whose fixed dates have passed keeps "Specific dates" (custom) and its dates', async () => {
    mockServer.use(oddAnswers.passedDatesAuction);
    const { store } = await renderForm({ config: { mode: 'edit', auctionId: 4242 } });
    expect(await findHeadline()).toHaveTextContent('Change the route and dates');
    const state = store.getState();
    expect(state.form.transportDateRange).toBe('custom');
    expect(state.auction.dateFixed).toBe(true);
    expect(state.auction.sendDateFrom).not.toBeNull();
    expect(state.auction.receiveDateTo).not.toBeNull();
    // The route step shows the past-date errors of these dates at once: route-step.test.tsx.
  });

  it('copy loads with mode copy and a new uuid, and becomes a new auction', async () => {
    const { store } = await renderForm({
      config: { mode: 'copy', auctionId: 4242 },
      stepBase: '/form/en/copy/4242/',
    });
    expect(await findHeadline()).toHaveTextContent('New request from a copy: route and dates');
    expect(formDataRequests[0]?.searchParams.get('mode')).toBe('copy');
    const newUuid = formDataRequests[0]?.searchParams.get('newUuid');
    expect(newUuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(newUuid).not.toBe('a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d');
    expect(store.getState().auction.uuid).toBe(newUuid);
    expect(store.getState().auction.id).toBeNull();
    expect(window.location.pathname).toBe('/form/en/copy/4242/routes-dates');
  });

  it('shows a retry when the auction cannot be loaded', async () => {
    const { findByRole } = await renderForm({ config: { mode: 'edit', auctionId: 9999 } });
    expect(await findByRole('alert')).toHaveTextContent('We could not load this shipping request');
  });
});

describe('the saved draft', () => {
  beforeEach(onAFixedDay);
  afterEach(() => vi.useRealTimers());

  const key = `persist:${draftKey('addNew')}`;

  it('keeps one key per mode and auction', () => {
    expect(draftKey('addNew')).toBe('auction-form:addNew');
    expect(draftKey('edit', 4242)).toBe('auction-form:edit:4242');
    expect(draftKey('copy', 4242)).toBe('auction-form:copy:4242');
  });

  it('saves state changes, versioned, and restores them on the next visit', async () => {
    const first = await renderForm({ persist: true });
    await findHeadline();
    const { setCategory } = await import('@/features/auction-form/state/store/auction-slice');
    const { goToStep } = await import('@/features/auction-form/state/navigation/step-moves');
    // As a pick does: the category, then the route step (a draft on the category step is not kept).
    first.store.dispatch(setCategory({ mainCategoryId: 1, categoryId: 101 }));
    first.store.dispatch(goToStep('route'));
    await waitFor(() =>
      expect(
        JSON.parse(JSON.parse(window.localStorage.getItem(key) ?? '{}').auction ?? '{}').categoryId,
      ).toBe(101),
    );
    expect(JSON.parse(JSON.parse(window.localStorage.getItem(key) ?? '{}')._persist).version).toBe(
      DRAFT_VERSION,
    );
    const uuid = first.store.getState().auction.uuid;
    first.unmount();

    const second = await renderForm({ persist: true, config: { initialStep: 'routes-dates' } });
    await waitFor(() => expect(second.store.getState().form.step).toBe('route'));
    expect(second.store.getState().auction.categoryId).toBe(101);
    expect(second.store.getState().auction.uuid).toBe(uuid);
  });

  it('migrates a version-0 draft and restores it', async () => {
    window.localStorage.setItem(key, JSON.stringify(legacyDraft()));
    const { store } = await renderForm({ persist: true });
    await waitFor(() => expect(store.getState().form.step).toBe('route'));
    const state = store.getState();
    expect(state.auction.uuid).toBe('legacy-uuid');
    expect(state.form.transportDateRange).toBe('flex');
    expect(state.addresses.from.addressDbId).toBe(1);
    expect(state.items[0]).toMatchObject({
      name: 'Sofa',
      weight: 40,
      itemsNumber: 2,
      touched: false,
    });
    expect(state.items[0]?.key).toBeTruthy();
    // Saved again in the current version, so the next visit needs no migration.
    await waitFor(() =>
      expect(
        JSON.parse(JSON.parse(window.localStorage.getItem(key) ?? '{}')._persist ?? '{}').version,
      ).toBe(DRAFT_VERSION),
    );
  });

  it('keeps what is valid of a draft of another shape, field by field, silently', async () => {
    const bad = legacyDraft();
    bad._persist = JSON.stringify({ version: DRAFT_VERSION, rehydrated: true });
    // Version 1 but in the legacy shape: items, pictures and addresses are missing.
    window.localStorage.setItem(key, JSON.stringify(bad));
    const errors = vi.spyOn(console, 'error');
    const { store } = await renderForm({ persist: true });
    await findHeadline();
    const state = store.getState();
    expect(state.auction.uuid).toBe('legacy-uuid');
    expect(state.auction.categoryId).toBe(101);
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.name).toBeNull();
    expect(state.addresses.from.city).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('restores a draft with a text field of another type (a rollback) without crashing, on every load', async () => {
    const saved = legacyDraft();
    const auction = JSON.parse(saved.auction) as Record<string, unknown>;
    // A newer release saved the title as an object; this one reads text.
    auction.title = { text: 'Sofa', lang: 'en' };
    auction.description = 17;
    saved.auction = JSON.stringify(auction);
    window.localStorage.setItem(key, JSON.stringify(saved));
    for (let load = 0; load < 2; load += 1) {
      const form = await renderForm({ persist: true });
      await waitFor(() => expect(form.store.getState().form.step).toBe('route'));
      expect(form.queryByText('Part of the form stopped working.')).toBeNull();
      const state = form.store.getState();
      expect(state.auction.title).toBeNull();
      expect(state.auction.description).toBeNull();
      expect(state.auction.uuid).toBe('legacy-uuid');
      expect(state.items[0]?.name).toBe('Sofa');
      form.unmount();
    }
  });

  it('drops a draft with nothing of a draft in it, silently, and starts fresh', async () => {
    window.localStorage.setItem(
      key,
      JSON.stringify({ auction: '"x"', _persist: '{"version":1}', _owner: 'null' }),
    );
    const errors = vi.spyOn(console, 'error');
    const { store } = await renderForm({ persist: true });
    expect(await findHeadline()).toHaveTextContent('What would you like to send?');
    expect(store.getState().auction.categoryId).toBeNull();
    expect(window.localStorage.getItem(key)).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('ignores and forgets the draft when config does not allow restoring', async () => {
    window.localStorage.setItem(key, JSON.stringify(legacyDraft()));
    const { store } = await renderForm({ persist: true, config: { restoreDraft: false } });
    await findHeadline();
    expect(store.getState().auction.uuid).not.toBe('legacy-uuid');
    expect(store.getState().form.step).toBe('categorySelection');
  });

  it('restores the draft once after a reload the form offered (a lost file), where the page asks for no restore', async () => {
    window.localStorage.setItem(key, JSON.stringify(legacyDraft()));
    markReloadRestores(draftKey('addNew'));
    const first = await renderForm({ persist: true, config: { restoreDraft: false } });
    await findHeadline();
    expect(first.store.getState().auction.uuid).toBe('legacy-uuid');
    first.unmount();
    // Once: the next page load follows the page's setting again.
    const second = await renderForm({ persist: true, config: { restoreDraft: false } });
    await findHeadline();
    expect(second.store.getState().auction.uuid).not.toBe('legacy-uuid');
  });
});

describe('draft migration and validation (unit)', () => {
  it('turns a version-0 draft into a valid current one', async () => {
    const raw = legacyDraft();
    const parsed = Object.fromEntries(
      Object.entries(raw).map(([k, value]) => [k, JSON.parse(value) as unknown]),
    );
    const migrated = await migrateDraft('unit')(parsed as never, DRAFT_VERSION);
    expect(isValidDraft(migrated)).toBe(true);
  });

  it('drops a draft the migration cannot make valid', async () => {
    window.localStorage.setItem('persist:unit', 'x');
    const migrated = await migrateDraft('unit')(
      { form: { step: 'nowhere' }, _persist: { version: 0, rehydrated: true } } as never,
      DRAFT_VERSION,
    );
    expect(migrated).toBeUndefined();
    expect(window.localStorage.getItem('persist:unit')).toBeNull();
  });

  it('a full or blocked storage degrades to memory without an error', async () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const draft = { form: { step: 'route' }, _persist: { version: 1, rehydrated: true } };
    const saved = { form: { step: 'route' }, _persist: { version: 1, rehydrated: true } };
    const emptied = createDraftStorage(
      createSafeStorage(() => full),
      { idleTimeout: 0, user: null },
    );
    await expect(emptied.removeItem('k')).resolves.toBeUndefined();
    for (const backing of [
      createSafeStorage(() => full),
      createSafeStorage(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ]) {
      const storage = createDraftStorage(backing, { idleTimeout: 0, user: null });
      const written = storage.setItem('k', draft);
      storage.writePending();
      await expect(written).resolves.toBeUndefined();
      await expect(storage.getItem('k')).resolves.toEqual(saved);
    }
  });
});

describe('opening the summary from its URL', () => {
  beforeEach(onAFixedDay);
  afterEach(() => vi.useRealTimers());

  it('judges the items with their field definitions, loaded first', async () => {
    const { store } = await renderForm({
      config: { mode: 'edit', auctionId: 4242, initialStep: 'summary' },
    });
    await waitFor(() => expect(store.getState().form.step).not.toBeNull());
    const items = store.getState().items;
    expect(items.some((item) => item.itemCategoryId !== null)).toBe(true);
    expect(store.getState().form.step).toBe('summary');
  });
});
