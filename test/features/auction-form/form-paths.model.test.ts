import { clearAllListeners } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { formApi } from '@/features/auction-form/api/form-api';
import { emptyAddress } from '@/features/auction-form/model/address';
import type { Category } from '@/features/auction-form/model/category';
import { STEPS, stepNumber, type Step } from '@/features/auction-form/model/steps';
import { shouldKeepDraft } from '@/features/auction-form/rules/draft-keeping';
import { estimateKey, predictionParams } from '@/features/auction-form/rules/price-estimate';
import { roundWeight } from '@/features/auction-form/rules/total-weight';
import { loadItemDefinitions } from '@/features/auction-form/state/details/item-category-listener';
import { updateItem } from '@/features/auction-form/state/details/items-slice';
import { settleEstimate } from '@/features/auction-form/state/details/price-estimate-listener';
import {
  leaveSubcategories,
  pickCategory,
} from '@/features/auction-form/state/navigation/choose-category';
import { transportDateRangeChosen } from '@/features/auction-form/state/navigation/form-slice';
import { setPageNavigator } from '@/features/auction-form/state/navigation/page-navigator';
import { restoreStepFromHistory } from '@/features/auction-form/state/navigation/restore-from-history';
import {
  goToStep,
  setTransportDateRange,
} from '@/features/auction-form/state/navigation/step-moves';
import { setAddress } from '@/features/auction-form/state/route/addresses-slice';
import { setDates } from '@/features/auction-form/state/store/auction-slice';
import { DRAFT_SLICES } from '@/features/auction-form/state/store/root-reducer';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import { makeStore, type AppStore } from '@/features/auction-form/state/store/store';
import { typed } from '@/features/auction-form/state/store/typing-buffer';
import { submitAuction } from '@/features/auction-form/state/submit/submit-auction';
import { mockServer } from '../../../fixtures/node';
import { PROPERTY_RUNS } from '../../tools/reliability';
import { formEnvironment } from './form-environment';

/*
 * Model-based test of the form's paths: random sequences of what a
 * customer does — category picks and Back on the subcategory list, addresses
 * and dates made valid and invalid, item edits (set, or typed: held until the
 * next paint, which comes at a random moment), Next, Back, steps-bar jumps,
 * history moves, reloads and submits — run against the real store and the
 * fixtures' MSW handlers. After every command and on every post: nothing
 * invalid is posted, the posted estimate is the estimate of the posted items,
 * a Next pressed right after a keystroke sees it, a draft on the category step
 * is not kept, and mainCategoryId is never null beside a category.
 */

/** 1,000 in `npm test`; fewer while working with `PROPERTY_RUNS` (test/tools/reliability.ts). */
const SEQUENCES = PROPERTY_RUNS / 2;
/**
 * The property's time limit, to catch a hang, not to judge speed. Its work is fixed (1000 sequences
 * of up to 24 commands through the real store and MSW) and bound by the CPU: 20–36 s alone on a
 * 2-core machine (category picks, with their lookups, take a third), 9–77 s inside the unit stage's
 * parallel pool, 122 s with another suite running beside that stage. About five times the slowest
 * run in the pool, so that only a hang fails it.
 */
const TIME_LIMIT_MS = 400_000;
const env = formEnvironment({ draftKey: 'auction-form:model' });
/** Category → a type of item it offers (fixtures/data/item-categories.ts). */
const ITEM_CATEGORY: Readonly<Record<number, number>> = { 101: 2001, 102: 2010 };
const located = (id: number) => ({
  ...emptyAddress(),
  city: `City ${id}`,
  lat: 50 + id / 10,
  lng: 19 + id / 10,
  countryCode: 'PL',
  addressDbId: id,
});

interface Real {
  store: AppStore;
  /** Applies the keystrokes the store holds until the next paint (what a reload's pagehide does). */
  flushTyping: () => void;
  /** What went to the API, and the estimates it answered, by the model input. */
  posts: Array<Record<string, unknown>>;
  /** The last item edit typed, until an action has seen it. */
  typedEdit: { key: string; patch: Record<string, unknown> } | null;
}
type Model = Record<string, never>;
type Cmd = fc.AsyncCommand<Model, Real>;

let categories: Category[] = [];
const posts: Array<Record<string, unknown>> = [];
const predictions = new Map<string, number>();
const outcomes: Record<string, number> = {};

const fresh = (preloadedState?: Partial<RootState>) => {
  const { store, flushTyping } = makeStore({ env, persist: false, preloadedState });
  return { store, flushTyping };
};

function checkInvariants(state: RootState): void {
  if (state.auction.categoryId !== null) expect(state.auction.mainCategoryId).not.toBeNull();
}

/** An independent reading of what may be posted for the fixtures' furniture. */
function checkPosted(body: Record<string, unknown>): void {
  expect(body.categoryId).not.toBeNull();
  expect(body.mainCategoryId).not.toBeNull();
  for (const end of ['fromAddress', 'toAddress'] as const) {
    const address = body[end] as { lat: unknown; addressDbId: unknown };
    expect(typeof address.lat).toBe('number');
    expect(address.addressDbId).not.toBeNull();
  }
  if (body.dateFixed) {
    const [sf, st, rf, rt] = ['sendDateFrom', 'sendDateTo', 'receiveDateFrom', 'receiveDateTo'].map(
      (k) => String(body[k]),
    ) as [string, string, string, string];
    expect(sf <= st && rf <= rt && sf <= rf && st <= rt).toBe(true);
  }
  const items = body.items as Array<Record<string, number | string | null>>;
  let total = 0;
  for (const item of items) {
    expect(String(item.name ?? '').trim()).not.toBe('');
    expect(Number(item.weight)).toBeGreaterThan(0);
    expect(Number(item.length)).toBeGreaterThan(0);
    expect(Number(item.itemsNumber)).toBeGreaterThanOrEqual(1);
    total += Number(item.weight) * Number(item.itemsNumber);
  }
  // The total is posted as shown: the items' sum with the display rounding.
  expect(body.totalWeight).toBe(roundWeight(total));
  // The posted estimate is the estimate of the posted items, or none.
  if (body.priceEstimation !== null) {
    const key = estimateKey(
      predictionParams({
        currency: 'EUR',
        categoryId: body.categoryId as number,
        distance: body.distance as number | null,
        dateFixed: body.dateFixed as boolean,
        totalWeight: body.totalWeight as number,
        from: body.fromAddress as never,
        to: body.toAddress as never,
        items: items as never,
      }),
    );
    expect(predictions.get(key)).toBe(body.priceEstimation);
  }
}

const command = (name: string, run: (real: Real) => Promise<void> | void): Cmd => ({
  check: () => true,
  run: async (_model, real) => {
    await run(real);
    checkInvariants(real.store.getState());
  },
  toString: () => name,
});

const step = fc.constantFrom<Step>(...STEPS);
const commands: Array<fc.Arbitrary<Cmd>> = [
  fc.constantFrom(1, 5, 101, 102, 101, 102).map((id) =>
    command(`pick ${id}`, async (real) => {
      const picked = categories.find((c) => c.id === id);
      if (picked) await real.store.dispatch(pickCategory(picked, categories));
      real.typedEdit = null; // a new category resets the items
    }),
  ),
  fc.constant(
    command(
      'back on the subcategory list',
      ({ store }) => void store.dispatch(leaveSubcategories()),
    ),
  ),
  fc.boolean().map((valid) =>
    command(`addresses ${valid ? 'valid' : 'invalid'}`, ({ store }) => {
      store.dispatch(setAddress({ which: 'from', address: located(1) }));
      store.dispatch(setAddress({ which: 'to', address: valid ? located(2) : emptyAddress() }));
    }),
  ),
  fc.constantFrom('flex', 'week', 'reversed', 'none').map((kind) =>
    command(`dates ${kind}`, ({ store }) => {
      if (kind === 'flex' || kind === 'week') void store.dispatch(setTransportDateRange(kind));
      else if (kind === 'none') store.dispatch(transportDateRangeChosen(null));
      else {
        store.dispatch(transportDateRangeChosen('custom'));
        store.dispatch(
          setDates({
            dateFixed: true,
            sendDateFrom: '2099-05-10',
            sendDateTo: '2099-05-09',
            receiveDateFrom: '2099-05-12',
            receiveDateTo: '2099-05-13',
          }),
        );
      }
    }),
  ),
  fc
    .record({
      name: fc.constantFrom('Sofa', '', 'Chair'),
      weight: fc.constantFrom(20, 95, 12.485, null),
      length: fc.constantFrom(100, null),
      itemsNumber: fc.constantFrom(1, 10, 0, null),
    })
    .chain((patch) => fc.boolean().map((typing) => ({ patch, typing })))
    .map(({ patch, typing }) =>
      command(`item ${typing ? 'typed' : 'set'} ${JSON.stringify(patch)}`, (real) => {
        const state = real.store.getState();
        const key = state.items[0]?.key ?? '';
        const itemCategoryId = ITEM_CATEGORY[state.auction.categoryId ?? 0] ?? null;
        const edit = { key, patch: { ...patch, itemCategoryId, width: 50, height: 50 } };
        // Typed as the fields type it: held until the next paint, or until any other action.
        real.store.dispatch(typing ? typed(updateItem(edit)) : updateItem(edit));
        real.typedEdit = typing ? edit : null;
      }),
    ),
  // What the typing buffer does after the paint, at a random moment among the other commands.
  fc.constant(command('a frame is painted', (real) => real.flushTyping())),
  fc.constant(
    command('fill route and item validly', (real) => {
      const { store } = real;
      real.typedEdit = null; // written over
      store.dispatch(setAddress({ which: 'from', address: located(1) }));
      store.dispatch(setAddress({ which: 'to', address: located(2) }));
      void store.dispatch(setTransportDateRange('week'));
      const state = store.getState();
      const itemCategoryId = ITEM_CATEGORY[state.auction.categoryId ?? 0] ?? null;
      const patch = {
        name: 'Sofa',
        weight: 12.485,
        length: 100,
        width: 50,
        height: 50,
        itemsNumber: 2,
      };
      store.dispatch(
        updateItem({ key: state.items[0]?.key ?? '', patch: { ...patch, itemCategoryId } }),
      );
    }),
  ),
  fc.constant(
    command('next', async (real) => {
      const { store, typedEdit } = real;
      const current = store.getState().form.step;
      const target = current ? STEPS[stepNumber(current)] : undefined;
      if (!target) return;
      if (current === 'shippingDetails') {
        // What the details screen loads while it is shown: the items' definitions, then the estimate.
        await store.dispatch(loadItemDefinitions());
        await store.dispatch(settleEstimate());
      }
      store.dispatch(goToStep(target));
      // Nothing typed is lost: a Next pressed right after a keystroke sees it (a field typed
      // empty may take its definition's default meanwhile, as the item-category listener says).
      const item = store.getState().items.find((i) => i.key === typedEdit?.key);
      const typedValues = Object.entries(typedEdit?.patch ?? {}).filter(([, v]) => v !== null);
      if (typedEdit && item) expect(item).toMatchObject(Object.fromEntries(typedValues));
      real.typedEdit = null;
    }),
  ),
  fc.constant(
    command('back', ({ store }) => {
      const current = store.getState().form.step;
      const target = current ? STEPS[stepNumber(current) - 2] : undefined;
      if (target) store.dispatch(goToStep(target));
    }),
  ),
  step.map((target) =>
    command(`steps bar ${target}`, ({ store }) => {
      if (stepNumber(target) <= store.getState().form.maxStepNumber)
        store.dispatch(goToStep(target));
    }),
  ),
  step.map((target) =>
    command(
      `history to ${target}`,
      ({ store }) => void store.dispatch(restoreStepFromHistory(target)),
    ),
  ),
  fc.constant(
    command('reload', (real) => {
      real.flushTyping();
      real.typedEdit = null;
      const state = real.store.getState();
      const draft = Object.fromEntries(
        DRAFT_SLICES.map((slice) => [slice, JSON.stringify(state[slice])]),
      );
      real.store.dispatch(clearAllListeners());
      // What a reload restores: the draft as saved, unless the draft rule says it is not kept.
      const kept = shouldKeepDraft(state.form.step);
      Object.assign(
        real,
        kept
          ? fresh(
              Object.fromEntries(
                DRAFT_SLICES.map((slice) => [slice, JSON.parse(draft[slice] as string) as unknown]),
              ) as Partial<RootState>,
            )
          : fresh(),
      );
      if (state.form.step === 'categorySelection')
        expect(real.store.getState().auction.categoryId).toBeNull();
      if (real.store.getState().form.step === null)
        real.store.dispatch(goToStep('categorySelection'));
    }),
  ),
  fc.constant(
    command('submit', async (real) => {
      if (real.store.getState().form.step !== 'summary') return;
      const before = posts.length;
      const outcome = await real.store.dispatch(submitAuction());
      real.typedEdit = null; // a posted form starts over
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
      for (const body of posts.slice(before)) checkPosted(body);
    }),
  ),
];
// Customers press Next and post more often than anything else.
commands.push(
  ...[0, 6, 7, 7, 7, 7].map((i) => commands[i] as fc.Arbitrary<Cmd>),
  commands[commands.length - 1] as fc.Arbitrary<Cmd>,
);

describe('form paths (model-based)', () => {
  let restoreNavigator: () => void;
  beforeAll(async () => {
    window.scrollTo = (() => undefined) as typeof window.scrollTo;
    restoreNavigator = setPageNavigator(() => undefined);
    const { store } = fresh();
    categories = (await store.dispatch(formApi.endpoints.getCategories.initiate('en'))).data ?? [];
  });
  afterAll(() => restoreNavigator());

  it(
    `holds over ${SEQUENCES} random customer paths`,
    async () => {
      mockServer.use(
        http.post('*/api/auctions', async ({ request }) => {
          posts.push((await request.json()) as Record<string, unknown>);
          return HttpResponse.json({ id: 5000 });
        }),
        http.post('*/api/prediction/:model', async ({ request }) => {
          const body = (await request.json()) as { totalWeight: number; items: unknown[] };
          const value = Math.round(100 + body.totalWeight * 3 + body.items.length);
          predictions.set(JSON.stringify(body), value);
          return HttpResponse.json({ data: value });
        }),
      );
      let runs = 0;
      let posted = 0;
      await fc.assert(
        fc.asyncProperty(fc.commands(commands, { maxCommands: 24, size: 'max' }), async (cmds) => {
          runs += 1;
          window.dataLayer = [];
          const real: Real = { ...fresh(), posts, typedEdit: null };
          real.store.dispatch(goToStep('categorySelection'));
          const before = posts.length;
          try {
            await fc.asyncModelRun(() => ({ model: {}, real }), cmds);
          } finally {
            real.store.dispatch(clearAllListeners());
            posted += posts.length - before;
          }
        }),
        { numRuns: SEQUENCES },
      );
      console.info(
        `form paths: ${runs} random sequences run, ${posted} requests posted and checked; submit outcomes ${JSON.stringify(outcomes)}`,
      );
      expect(runs).toBeGreaterThanOrEqual(SEQUENCES);
    },
    TIME_LIMIT_MS,
  );
});
