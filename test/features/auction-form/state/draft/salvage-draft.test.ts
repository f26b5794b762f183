// @vitest-environment node
import { emptyAddress } from '@/features/auction-form/model/address';
import { emptyItem } from '@/features/auction-form/model/item';
import { isValidDraft, salvageDraft } from '@/features/auction-form/state/draft/draft-restore';
import { savedDraft } from './saved-draft';

type Draft = ReturnType<typeof savedDraft>;
/** A saved draft as another release (or a hand edit) may leave it: any value in any field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a corrupted draft has no type
type Corrupted = Record<string, any>;
const withChange = (change: (draft: Corrupted) => void): Record<string, unknown> => {
  const draft = structuredClone(savedDraft()) as Corrupted;
  change(draft);
  return draft;
};

describe('salvageDraft', () => {
  it.each<[string, Record<string, unknown>, (draft: Draft) => void, string[]]>([
    ['a valid draft: kept as saved', savedDraft(), () => undefined, []],
    [
      'a text field of another type (a rollback after a newer release): that field only',
      withChange((d) => (d.auction.title = { text: 'Sofa', lang: 'en' })),
      (d) => (d.auction.title = null),
      ['auction.title'],
    ],
    [
      'a number where text belongs, in an item',
      withChange((d) => (d.items[0].name = 42)),
      (d) => (d.items[0]!.name = null),
      ['items.0.name'],
    ],
    [
      'an item that is not an object: left out, the others kept',
      withChange((d) => d.items.push('sofa')),
      () => undefined,
      ['items.1'],
    ],
    [
      'no item left: one empty item, as the form always shows',
      withChange((d) => (d.items = 'sofa')),
      (d) => (d.items = [{ ...emptyItem('k'), key: expect.any(String) as unknown as string }]),
      ['items'],
    ],
    [
      'an item without its key gets a new one',
      withChange((d) => delete d.items[0].key),
      (d) => (d.items[0]!.key = expect.any(String) as unknown as string),
      [],
    ],
    [
      'a picture without an uid: left out',
      withChange((d) => (d.pictures[0].uid = 7)),
      (d) => (d.pictures = []),
      ['pictures.0'],
    ],
    [
      'an older draft’s coordinates as text: read as numbers',
      withChange((d) => ((d.addresses.from.lat = '52.2'), (d.addresses.from.lng = '21'))),
      () => undefined,
      [],
    ],
    [
      'an address that is not an object: an empty address',
      withChange((d) => (d.addresses.to = null)),
      (d) => (d.addresses.to = emptyAddress()),
      ['addresses.to'],
    ],
    [
      'a step this release does not know: the furthest step the draft reached',
      withChange((d) => (d.form.step = 'payment')),
      (d) => (d.form.step = 'shippingDetails'),
      ['form.step'],
    ],
    [
      'a step and a step count it does not know: the first step',
      withChange((d) => ((d.form.step = 'payment'), (d.form.maxStepNumber = 9))),
      (d) => ((d.form.step = 'categorySelection'), (d.form.maxStepNumber = 0)),
      ['form.step', 'form.maxStepNumber'],
    ],
    [
      'a field this release does not name: not carried over',
      withChange((d) => (d.auction.insurance = { level: 'gold' })),
      () => undefined,
      [],
    ],
    [
      'a missing slice: its defaults',
      withChange((d) => delete d.pictures),
      (d) => (d.pictures = []),
      ['pictures'],
    ],
  ])('%s', (_name, saved, expectChange, dropped) => {
    const expected = savedDraft();
    expectChange(expected);
    const result = salvageDraft(saved);
    expect(result?.draft).toEqual(expected);
    expect(result?.dropped).toEqual(dropped);
    expect(isValidDraft(result?.draft)).toBe(true);
  });

  it.each([
    ['not an object', 'draft'],
    ['null', null],
    ['an array', [savedDraft()]],
    ['none of the slices', { session: { started: true }, _persist: { version: 1 } }],
    ['slices that are neither objects nor lists', { auction: 'x', items: 3, form: true }],
    ['no uuid of its request', { ...savedDraft(), auction: { title: 'Sofa' } }],
  ])('%s: nothing to keep (null)', (_name, saved) => {
    expect(salvageDraft(saved)).toBeNull();
  });
});
