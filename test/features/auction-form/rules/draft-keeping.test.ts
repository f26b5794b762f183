import { shouldKeepDraft } from '@/features/auction-form/rules/draft-keeping';

const draft = (form: unknown) =>
  JSON.stringify({ auction: JSON.stringify({ categoryId: 101 }), form: JSON.stringify(form) });

describe('shouldKeepDraft', () => {
  it.each([
    ['on the route step', draft({ step: 'route' }), true],
    ['on the summary', draft({ step: 'summary' }), true],
    ['before any step', draft({ step: null }), true],
    [
      'on the category step: the saved listing state is cleared',
      draft({ step: 'categorySelection' }),
      false,
    ],
    ['no form slice staged yet', JSON.stringify({ auction: '{}' }), true],
    ['not JSON (not ours to judge)', 'garbage', true],
  ])('%s', (_name, serialized, expected) => {
    expect(shouldKeepDraft(serialized)).toBe(expected);
  });
});
