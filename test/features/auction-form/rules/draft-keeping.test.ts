// @vitest-environment node
import { shouldKeepDraft } from '@/features/auction-form/rules/draft-keeping';

describe('shouldKeepDraft', () => {
  it.each([
    ['on the route step', 'route', true],
    ['on the details step', 'shippingDetails', true],
    ['on the summary', 'summary', true],
    ['before any step', null, true],
    ['no form state yet', undefined, true],
    ['on the category step: the saved listing state is cleared', 'categorySelection', false],
  ] as const)('%s', (_name, step, expected) => {
    expect(shouldKeepDraft(step)).toBe(expected);
  });
});
