// @vitest-environment node
import { emptyAddress } from '@/features/auction-form/model/address';
import { emptyItem } from '@/features/auction-form/model/item';
import type { Step } from '@/features/auction-form/model/steps';
import type { ItemContext } from '@/features/auction-form/rules/details-validation';
import {
  areDetailsValid,
  areItemsJudgeable,
  areRouteAddressesValid,
  isCategoryChosen,
  isRouteDataValid,
  isStepValid,
  reachableSteps,
  resolveStep,
  stepValidity,
  type StepFacts,
  type StepValidity,
} from '@/features/auction-form/rules/step-validity';

const today = '2026-11-25';
const located = { ...emptyAddress(), lat: 52.23, lng: 21.01, addressDbId: 5 };
const free: ItemContext = { definitions: undefined, categoryRequired: false, nameIsModel: false };
const sized: ItemContext = {
  definitions: [
    {
      id: 1,
      key: 'weight',
      name: 'Weight',
      type: 'number',
      value: null,
      unit: 'kg',
      required: true,
      validators: {
        mandatory: [{ type: 'blank' }, { type: 'range', params: { min: 0.1 } }],
        optional: [],
      },
    },
  ],
  categoryRequired: false,
  nameIsModel: false,
};

const facts = (patch: Partial<StepFacts> = {}): StepFacts => ({
  mainCategoryId: 1,
  categoryId: 101,
  from: located,
  to: located,
  dates: {
    dateFixed: false,
    sendDateFrom: null,
    sendDateTo: null,
    receiveDateFrom: null,
    receiveDateTo: null,
  },
  range: 'flex',
  today,
  details: {
    items: [{ ...emptyItem('a'), name: 'Sofa', weight: 20 }],
    contextOf: () => sized,
    title: null,
    isTitleEnteredByUser: false,
    description: null,
    bookingSetPrice: null,
  },
  ...patch,
});

describe('isCategoryChosen', () => {
  it.each([
    [1, 101, true],
    [null, 101, false],
    [1, null, false],
    [null, null, false],
  ])('main %s, category %s: %s', (mainCategoryId, categoryId, expected) => {
    expect(isCategoryChosen({ mainCategoryId, categoryId })).toBe(expected);
  });
});

describe('areRouteAddressesValid and isRouteDataValid', () => {
  it.each([
    ['both addresses, flexible dates', {}, true, true],
    ['no delivery address', { to: emptyAddress() }, false, false],
    ['no range chosen', { range: null }, true, false],
    [
      'fixed dates, receive before send (reversed window)',
      {
        range: 'custom' as const,
        dates: {
          dateFixed: true,
          sendDateFrom: '2026-11-26',
          sendDateTo: '2026-11-28',
          receiveDateFrom: '2026-11-25',
          receiveDateTo: '2026-11-29',
        },
      },
      true,
      false,
    ],
  ])('%s', (_name, patch, addresses, data) => {
    expect(areRouteAddressesValid(facts(patch))).toBe(addresses);
    expect(isRouteDataValid(facts(patch))).toBe(data);
  });
});

describe('areDetailsValid', () => {
  const details = (items: StepFacts['details']['items'], contextOf = () => sized) => ({
    ...facts().details,
    items,
    contextOf,
  });
  it.each([
    ['a named item with its weight', [{ ...emptyItem('a'), name: 'Sofa', weight: 20 }], true],
    ['the weight emptied', [{ ...emptyItem('a'), name: 'Sofa', weight: null }], false],
    ['no name', [{ ...emptyItem('a'), name: '', weight: 20 }], false],
    ['a count of 0', [{ ...emptyItem('a'), name: 'Sofa', weight: 20, itemsNumber: 0 }], false],
  ])('%s: %s', (_name, items, expected) => {
    expect(areDetailsValid({ details: details(items) })).toBe(expected);
  });

  it('definitions not known yet: the name and a set count are still checked', () => {
    expect(
      areDetailsValid({ details: details([{ ...emptyItem('a'), name: 'Sofa' }], () => free) }),
    ).toBe(true);
    expect(
      areDetailsValid({
        details: details([{ ...emptyItem('a'), name: 'Sofa', itemsNumber: -1 }], () => free),
      }),
    ).toBe(false);
  });

  it.each<[string, ItemContext, number | null]>([
    ['its field definitions still loading', { ...free, definitionsPending: true }, null],
    [
      'the loaded definitions accept it, but a lookup is pending',
      { ...sized, definitionsPending: true },
      20,
    ],
  ])('an item is unchecked while %s', (_label, context, weight) => {
    const item = { ...emptyItem('a'), name: 'Sofa', itemCategoryId: 2001, weight };
    const pending = details([item], () => context);
    expect(areDetailsValid({ details: pending })).toBe(false);
    expect(resolveStep('summary', stepValidity(facts({ details: pending })))).toBe(
      'shippingDetails',
    );
  });
});

describe('areItemsJudgeable', () => {
  const item = (id: string) => ({ ...emptyItem(id), name: 'Sofa', itemCategoryId: 2001 });
  it.each<[string, boolean[], boolean]>([
    ['no item', [], true],
    ['every item with its definitions answered', [false, false], true],
    ['one item whose definitions are still loading', [false, true], false],
    ['every item still loading', [true, true], false],
  ])('%s: %s', (_label, pending, expected) => {
    const items = pending.map((_, i) => item(String(i)));
    const contextOf = (it: { key: string }) => ({
      ...sized,
      definitionsPending: pending[Number(it.key)] ?? false,
    });
    expect(areItemsJudgeable({ details: { ...facts().details, items, contextOf } })).toBe(expected);
  });
});

describe('resolveStep', () => {
  const all: StepValidity = {
    categoryChosen: true,
    routeAddressesValid: true,
    routeDataValid: true,
    detailsValid: true,
  };
  const steps: Step[] = ['categorySelection', 'route', 'shippingDetails', 'summary'];
  it.each([
    ['everything valid', {}, ['categorySelection', 'route', 'shippingDetails', 'summary']],
    [
      'no category',
      { categoryChosen: false },
      ['categorySelection', 'categorySelection', 'categorySelection', 'categorySelection'],
    ],
    [
      'invalid addresses',
      { routeAddressesValid: false, routeDataValid: false },
      ['categorySelection', 'route', 'route', 'route'],
    ],
    [
      'invalid dates: details open, the summary does not',
      { routeDataValid: false },
      ['categorySelection', 'route', 'shippingDetails', 'route'],
    ],
    [
      'invalid details: the summary opens the details instead',
      { detailsValid: false },
      ['categorySelection', 'route', 'shippingDetails', 'shippingDetails'],
    ],
    [
      'several invalid: the first one wins',
      { routeDataValid: false, detailsValid: false },
      ['categorySelection', 'route', 'shippingDetails', 'route'],
    ],
  ] as const)('%s', (_name, patch, landed) => {
    const validity = { ...all, ...patch };
    expect(steps.map((step) => resolveStep(step, validity))).toEqual(landed);
    expect(reachableSteps(validity)).toEqual(steps.filter((s, i) => landed[i] === s));
  });

  it("each step's Next asks its own rule", () => {
    const none: StepValidity = {
      categoryChosen: false,
      routeAddressesValid: true,
      routeDataValid: false,
      detailsValid: false,
    };
    expect(steps.map((step) => isStepValid(step, none))).toEqual([false, false, false, true]);
    expect(steps.map((step) => isStepValid(step, all))).toEqual([true, true, true, true]);
  });
});

describe('stepValidity', () => {
  it('combines the rules over the facts (defect: summary reached with empty details)', () => {
    const emptied = facts({
      details: { ...facts().details, items: [{ ...emptyItem('a'), name: 'Sofa' }] },
    });
    expect(stepValidity(emptied)).toEqual({
      categoryChosen: true,
      routeAddressesValid: true,
      routeDataValid: true,
      detailsValid: false,
    });
    expect(resolveStep('summary', stepValidity(emptied))).toBe('shippingDetails');
  });

  it('judges a rule only when it is read, and once (Next into the details runs no details validator)', () => {
    const contextOf = vi.fn(() => sized);
    const validity = stepValidity(facts({ details: { ...facts().details, contextOf } }));
    expect(resolveStep('shippingDetails', validity)).toBe('shippingDetails');
    expect(contextOf).not.toHaveBeenCalled();
    expect(resolveStep('summary', validity)).toBe('summary');
    expect(validity.detailsValid).toBe(true);
    expect(contextOf).toHaveBeenCalledTimes(2);
  });
});
