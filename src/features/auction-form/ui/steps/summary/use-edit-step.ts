import { useCallback } from 'react';
import type { Step } from '@/features/auction-form/model/steps';
import { useStepNavigation } from '../../navigation/use-step-navigation';
import { setReturnToStep } from '@/features/auction-form/state/form-slice';
import { useAppDispatch } from '../../hooks';

/** How long a field to fix may take to appear after the step's lazy chunk loads. */
const FOCUS_WAIT_MS = 3000;

/** Focuses the element once it exists (the step renders after its chunk arrives). */
function focusWhenShown(id: string): void {
  const until = Date.now() + FOCUS_WAIT_MS;
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
    if (Date.now() < until) window.setTimeout(attempt, 50);
  };
  window.setTimeout(attempt, 50);
}

/**
 * Goes to a step to change something, remembering the summary as the
 * return-to step: Next on that step comes straight back here. With a field's
 * DOM id, that field gets the focus once the step shows it.
 */
export function useEditStep(): (step: Step, focusId?: string) => void {
  const dispatch = useAppDispatch();
  const { goTo } = useStepNavigation();
  return useCallback(
    (step: Step, focusId?: string) => {
      dispatch(setReturnToStep('summary'));
      const reached = goTo(step);
      if (focusId && reached === step) focusWhenShown(focusId);
    },
    [dispatch, goTo],
  );
}
