import type { Step } from '../model/steps';

/**
 * Spec section 4: "every state change is saved; selecting the category step
 * clears the saved listing state". The draft is written a moment after a
 * change, so a draft deleted on the category step would be written back in
 * full a moment later (category, route and dates came back on reload). The rule
 * is applied where the draft is written: a draft whose step is the category
 * step is not kept. Judged on the state's step, never by parsing the stored JSON again.
 */
export function shouldKeepDraft(step: Step | null | undefined): boolean {
  return step !== 'categorySelection';
}
