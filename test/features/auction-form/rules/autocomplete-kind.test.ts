// @vitest-environment node
import { autocompleteKind, editsModel } from '@/features/auction-form/rules/autocomplete-kind';

describe('autocompleteKind', () => {
  it.each<[string | null, boolean, string]>([
    ['car', false, 'car'],
    ['van', true, 'car'],
    ['motorcycle', false, 'motorcycle'],
    ['quad', false, 'motorcycle'],
    ['sofa', true, 'removal'],
    ['moving-boxes', false, 'removal'],
    ['sofa', false, 'item'],
    [null, false, 'item'],
  ])('%s (removal auction: %s) → %s', (slug, removal, kind) => {
    expect(autocompleteKind(slug, removal)).toBe(kind);
  });
});

describe('editsModel: cars and motorcycles are named by make and model', () => {
  it.each([
    ['car', true],
    ['motorcycle', true],
    ['removal', false],
    ['item', false],
  ] as const)('%s → %s', (kind, edits) => {
    expect(editsModel(kind)).toBe(edits);
  });
});
