import { useCallback } from 'react';
import type { Step } from '@/features/auction-form/model/steps';
import { setReturnToStep } from '@/features/auction-form/state/navigation/form-slice';
import { useAppDispatch } from '../../hooks';
import { useStepFocus } from '../../navigation/step-focus';
import { useStepNavigation } from '../../navigation/use-step-navigation';

/**
 * Goes to a step to change something, remembering the summary as the
 * return-to step: Next on that step comes straight back here. With a field's
 * DOM id, that field gets the focus once the step's screen is shown
 * (navigation/step-focus.ts).
 */
export function useEditStep(): (step: Step, focusId?: string) => void {
  const dispatch = useAppDispatch();
  const { goTo } = useStepNavigation();
  const focus = useStepFocus();
  return useCallback(
    (step: Step, focusId?: string) => {
      dispatch(setReturnToStep('summary'));
      if (focusId) focus?.want(focusId);
      goTo(step);
    },
    [dispatch, goTo, focus],
  );
}
