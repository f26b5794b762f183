import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { STEPS } from '@/features/auction-form/model/steps';
import { DRAFT_VERSION } from '@/features/auction-form/state/draft/draft-migrations';
import { isValidDraft } from '@/features/auction-form/state/draft/draft-restore';
import { DRAFT_SLICES } from '@/features/auction-form/state/store/root-reducer';
import { selectIsLoading } from '@/features/auction-form/state/store/session-slice';
import { hardReset } from '@/features/auction-form/state/store/shared-actions';
import { startForm } from '@/features/auction-form/state/store/start-form';
import { makeStore } from '@/features/auction-form/state/store/store';
import {
  ALL_PAYLOADS,
  POLLUTED_KEY,
  POLLUTION_JSON,
} from '../../../../../fixtures/reliability/payloads';
import { PROPERTY_RUNS, recordFigure } from '../../../../tools/reliability';
import { formEnvironment } from '../../form-environment';

/*
 * Draft restore: whatever localStorage holds under the form's key (truncated
 * JSON, old versions, foreign keys, huge values, hostile text), the form
 * starts; a valid draft is restored, anything else is dropped silently.
 */

const env = formEnvironment();
const STORAGE_KEY = `persist:${env.draftKey}`;
type Slices = Record<(typeof DRAFT_SLICES)[number], unknown>;

/** A real, valid draft as the form itself saves it (one JSON string per slice, then the whole). */
function freshSlices(): Slices {
  const { store } = makeStore({ env, persist: false });
  store.dispatch(hardReset({ uuid: 'b1c2d3e4-0000-4000-8000-000000000001' }));
  const state = store.getState();
  return Object.fromEntries(DRAFT_SLICES.map((slice) => [slice, state[slice]])) as Slices;
}
const BASE = freshSlices();
const serialise = (slices: Record<string, unknown>, version: unknown = DRAFT_VERSION) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(slices).map(([k, value]) => [k, JSON.stringify(value)])),
    _persist: JSON.stringify({ version, rehydrated: true }),
    // A visitor's draft: one without an owner is dropped (drafts-per-account.test.ts).
    _owner: JSON.stringify(null),
  });

/** Valid drafts: the form's own shape with realistic changes (step, category, uuid, long and hostile text). */
const validDraft = fc
  .record({
    uuid: fc.uuid(),
    step: fc.constantFrom(...STEPS),
    categoryId: fc.option(fc.integer({ min: 1, max: 5000 }), { nil: null }),
    title: fc.oneof(
      { weight: 10, arbitrary: fc.string({ maxLength: 80 }) },
      { weight: 5, arbitrary: fc.constantFrom(...ALL_PAYLOADS) },
      { weight: 1, arbitrary: fc.constant('x'.repeat(200_000)) },
    ),
    extra: fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), {
      maxKeys: 3,
    }),
  })
  .map(({ uuid, step, categoryId, title, extra }) => {
    const slices = structuredClone(BASE) as Record<string, Record<string, unknown>>;
    slices.auction = {
      ...extra,
      ...slices.auction,
      uuid,
      categoryId,
      mainCategoryId: categoryId,
      title,
    };
    slices.form = { ...slices.form, step };
    return { text: serialise(slices), uuid, valid: true as const };
  });

/** Everything else that may sit under the key. */
const brokenDraft = fc.oneof(
  // truncated JSON, as a full disk or a killed tab leaves it
  fc
    .tuple(validDraft, fc.double({ min: 0, max: 0.999, noNaN: true }))
    .map(([d, cut]) => d.text.slice(0, Math.floor(d.text.length * cut))),
  // a slice that is not JSON, or a whole that is not an object
  fc
    .tuple(
      fc.constantFrom(...DRAFT_SLICES),
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('{', '[1,', 'undefined', 'NaN')),
    )
    .map(([slice, junk]) => {
      const outer = JSON.parse(serialise(BASE)) as Record<string, string>;
      outer[slice] = junk;
      return JSON.stringify(outer);
    }),
  fc.oneof(
    fc.string({ maxLength: 50 }),
    fc.json({ maxDepth: 3 }),
    fc.constantFrom(...ALL_PAYLOADS, 'null', '[]', '""', '0', 'true'),
  ),
  // old and future versions, or no version at all
  fc
    .tuple(
      fc.oneof(fc.integer({ min: -3, max: 5 }), fc.constantFrom(null, 'x', 1.5, 99999)),
      fc.boolean(),
    )
    .map(([version, legacyShape]) => {
      if (!legacyShape) return serialise(BASE, version);
      const auction = {
        ...(BASE.auction as object),
        items: BASE.items,
        pictures: [],
        fromAddress: (BASE.addresses as { from: unknown }).from,
      };
      return JSON.stringify({
        auction: JSON.stringify(auction),
        form: JSON.stringify({ ...(BASE.form as object), dateRange: 'week' }),
        _persist: JSON.stringify({ version }),
        _owner: JSON.stringify(null),
      });
    }),
  // wrong types inside valid JSON
  fc
    .tuple(fc.constantFrom(...DRAFT_SLICES), fc.jsonValue({ maxDepth: 2 }))
    .map(([slice, value]) => serialise({ ...BASE, [slice]: value })),
  fc
    .tuple(
      fc.constantFrom('step', 'maxStepNumber', 'formMode', 'transportDateRange', 'finalValidators'),
      fc.jsonValue({ maxDepth: 1 }),
    )
    .map(([field, value]) =>
      serialise({ ...BASE, form: { ...(BASE.form as object), [field]: value } }),
    ),
  // huge values
  fc.constantFrom(
    '{"auction":"' + 'x'.repeat(1_000_000) + '"}',
    JSON.stringify({ auction: '['.repeat(50_000) }),
  ),
);

/** A valid draft plus keys that are not draft slices: never-saved slices, prototype keys, anything. */
const foreignKeys = fc
  .tuple(
    validDraft,
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('session', 'formApi', '__proto__', 'constructor', 'prototype', 'toString'),
        // `_owner` is the draft's own: another value there makes it no one's draft.
        fc.string({ maxLength: 10 }).filter((key) => key !== '_owner'),
      ),
      fc.oneof(
        fc.constant(JSON.stringify({ pending: 3, failure: 'categories', started: false })),
        fc.constantFrom(...POLLUTION_JSON),
        fc.json({ maxDepth: 2 }),
      ),
      { minKeys: 1, maxKeys: 3 },
    ),
  )
  .map(([draft, extra]) => {
    const outer = JSON.parse(draft.text) as Record<string, string>;
    // A replacer function, not a string: a generated value such as {"$'":null} would otherwise be
    // read as String.replace's "text after the match" pattern and garble the draft (fast-check found it).
    const text = JSON.stringify({ ...outer, ...extra }).replace(
      /^\{/,
      () =>
        `{${Object.entries(extra)
          .filter(([k]) => k === '__proto__')
          .map(([k, val]) => `${JSON.stringify(k)}:${JSON.stringify(val)},`)
          .join('')}`,
    );
    return { text, uuid: draft.uuid, extra };
  });

const draftSlicesOf = (state: Record<string, unknown>) =>
  Object.fromEntries(DRAFT_SLICES.map((slice) => [slice, state[slice]]));

async function start(stored: string | null) {
  window.localStorage.clear();
  if (stored !== null) window.localStorage.setItem(STORAGE_KEY, stored);
  window.history.replaceState(null, '', '/form/en/');
  const { store, persistor } = makeStore({ env, persist: true });
  await store.dispatch(startForm(persistor));
  persistor?.pause();
  return store.getState();
}

function expectStarted(state: Awaited<ReturnType<typeof start>>) {
  expect(state.session.started).toBe(true);
  expect(state.session.failure).toBeNull();
  expect(state.form.step).not.toBeNull();
  expect(selectIsLoading(state)).toBe(false);
  expect(isValidDraft(draftSlicesOf(state))).toBe(true);
  expect(Object.prototype).not.toHaveProperty(POLLUTED_KEY);
}

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

/** Everything printed to the console's error stream. */
const productionErrors = () => consoleError.mock.calls.map((c) => String(c[0]));

/** Each draft starts the form restored: the auction it saved, by its uuid. */
const restoredAsSaved = (drafts: fc.Arbitrary<{ text: string; uuid: string }>) =>
  fc.assert(
    fc.asyncProperty(drafts, async (draft) => {
      const state = await start(draft.text);
      expectStarted(state);
      expect(state.auction.uuid).toBe(draft.uuid);
    }),
    { numRuns: PROPERTY_RUNS / 4 },
  );

describe('draft restore properties', () => {
  it('a valid draft is restored as saved', async (context) => {
    await restoredAsSaved(validDraft);
    recordFigure(context, {
      group: 'draft restore',
      label: 'random valid drafts restored',
      value: PROPERTY_RUNS / 4,
      unit: 'cases',
    });
  }, 120_000);

  it('any other localStorage content: the form starts, fresh or restored and valid, silently', async (context) => {
    await fc.assert(
      fc.asyncProperty(brokenDraft, async (text) => {
        consoleError.mockClear();
        const state = await start(text);
        expectStarted(state);
        expect(productionErrors()).toEqual([]);
      }),
      { numRuns: PROPERTY_RUNS / 2 },
    );
    recordFigure(context, {
      group: 'draft restore',
      label: 'random broken, truncated, old, huge drafts',
      value: PROPERTY_RUNS / 2,
      unit: 'cases',
    });
  }, 180_000);

  it('foreign keys beside a valid draft never reach the never-saved state', async (context) => {
    await restoredAsSaved(foreignKeys);
    recordFigure(context, {
      group: 'draft restore',
      label: 'drafts with foreign keys',
      value: PROPERTY_RUNS / 4,
      unit: 'cases',
    });
  }, 120_000);
});
