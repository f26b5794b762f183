// @vitest-environment node
import type { DateErrorKey } from '@/features/auction-form/rules/dates';
import { isDateErrorShown } from '@/features/auction-form/ui/steps/route/route-step-checks';

// A missing date waits until the customer moved on; a wrong one they typed shows at once; a date that has
// passed shows even untouched: it came with the edited auction or the draft.
describe('isDateErrorShown', () => {
  const none = { attempted: false, blurred: false, changed: false };
  it.each<[DateErrorKey, Partial<typeof none>, boolean]>([
    ['required', {}, false],
    ['required', { changed: true }, false],
    ['required', { blurred: true }, true],
    ['required', { attempted: true }, true],
    ['receiveBeforeSend', {}, false],
    ['receiveBeforeSend', { changed: true }, true],
    ['toBeforeFrom', {}, false],
    ['toBeforeFrom', { changed: true }, true],
    ['past', {}, true],
    ['past', { changed: true }, true],
  ])('%s, %j → %s', (error, touched, shown) => {
    expect(isDateErrorShown(error, { ...none, ...touched })).toBe(shown);
  });
});
