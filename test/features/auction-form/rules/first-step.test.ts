// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  asksCategoriesEarly,
  likelyFirstStep,
  paintsFirstScreen,
  startAsksForData,
  startAsksTheApi,
} from '@/features/auction-form/rules/first-step';

describe('likelyFirstStep', () => {
  it.each([
    ['addNew', undefined, 'categorySelection'],
    ['addNew', 'category', 'categorySelection'],
    ['addNew', 'details', 'shippingDetails'],
    ['addNew', 'no-such-step', 'categorySelection'],
    ['edit', undefined, 'route'],
    ['copy', 'summary', 'summary'],
  ] as const)('%s with data-initial-step %s opens on %s', (mode, initialStep, step) => {
    expect(likelyFirstStep({ mode, initialStep })).toBe(step);
  });
});

describe('startAsksTheApi', () => {
  const quiet = {
    mode: 'addNew' as const,
    baseUrl: '/form/en/',
    categoriesHandedOver: true,
  };
  it.each([
    ['add mode, categories handed over, base URL given', quiet, false],
    ['categories not handed over', { ...quiet, categoriesHandedOver: false }, true],
    ['no base URL (the step URLs hang off a route)', { ...quiet, baseUrl: undefined }, true],
    ['an empty base URL', { ...quiet, baseUrl: '' }, true],
    ['an auction to load (add from an id)', { ...quiet, auctionId: 7 }, true],
    ['edit mode', { ...quiet, mode: 'edit' as const, auctionId: 7 }, true],
    ['copy mode', { ...quiet, mode: 'copy' as const, auctionId: 7 }, true],
    ['a first step with lookups', { ...quiet, initialStep: 'details' }, true],
    ['the category step named', { ...quiet, initialStep: 'category' }, false],
  ])('%s: %s', (_name, facts, asks) => {
    expect(startAsksTheApi(facts)).toBe(asks);
  });
});

describe('startAsksForData', () => {
  const local = { mode: 'addNew' as const, baseUrl: '/form/en/', categoriesHandedOver: true };
  it.each([
    ['add mode, categories handed over', local, false],
    [
      'no base URL (the environment, not the start, builds the step URLs)',
      { ...local, baseUrl: undefined },
      false,
    ],
    [
      'a first step whose screen has lookups (the screen asks, not the start)',
      { ...local, initialStep: 'details' },
      false,
    ],
    ['categories not handed over', { ...local, categoriesHandedOver: false }, true],
    ['an auction to load (add from an id)', { ...local, auctionId: 7 }, true],
    ['edit mode', { ...local, mode: 'edit' as const, auctionId: 7 }, true],
    ['copy mode', { ...local, mode: 'copy' as const, auctionId: 7 }, true],
    ['copy mode without an id (a fresh form)', { ...local, mode: 'copy' as const }, false],
    [
      'the summary first (its guard needs the item definitions)',
      { ...local, initialStep: 'summary' },
      true,
    ],
  ])('%s: %s', (_name, facts, asks) => {
    expect(startAsksForData(facts)).toBe(asks);
  });
});

describe('paintsFirstScreen', () => {
  const fast = { mode: 'addNew' as const, baseUrl: '/form/en/', categoriesHandedOver: true };
  it.each([
    ['add mode, categories handed over', fast, true],
    ['no base URL (the category step asks nothing)', { ...fast, baseUrl: undefined }, true],
    ['the category step named', { ...fast, initialStep: 'category' }, true],
    [
      'categories not handed over (the entry asks for them)',
      { ...fast, categoriesHandedOver: false },
      true,
    ],
    ['an auction to load (add from an id)', { ...fast, auctionId: 7 }, false],
    ['another first step', { ...fast, initialStep: 'routes-dates' }, false],
    ['edit mode', { ...fast, mode: 'edit' as const, auctionId: 7 }, false],
    ['copy mode (it opens on the route step)', { ...fast, mode: 'copy' as const }, false],
  ])('%s: %s', (_name, facts, paints) => {
    expect(paintsFirstScreen(facts)).toBe(paints);
  });
});

describe('asksCategoriesEarly', () => {
  const asked = { mode: 'addNew' as const, baseUrl: '/form/en/', categoriesHandedOver: false };
  it.each([
    ['add mode, categories not handed over', asked, true],
    ['no base URL', { ...asked, baseUrl: undefined }, true],
    ['the category step named', { ...asked, initialStep: 'category' }, true],
    ['categories handed over (nothing to ask)', { ...asked, categoriesHandedOver: true }, false],
    ['an auction to load (its start asks for both)', { ...asked, auctionId: 7 }, false],
    ['another first step', { ...asked, initialStep: 'routes-dates' }, false],
    ['edit mode', { ...asked, mode: 'edit' as const, auctionId: 7 }, false],
    ['copy mode (it opens on the route step)', { ...asked, mode: 'copy' as const }, false],
  ])('%s: %s', (_name, facts, asks) => {
    expect(asksCategoriesEarly(facts)).toBe(asks);
  });
});
