import { useCallback, useMemo } from 'react';
import type { Step } from '../../model/steps';
import { selectStep } from '../../state/navigation/form-slice';
import { goToNextStep, goToPreviousStep, goToStep } from '../../state/navigation/step-moves';
import { useAppDispatch, useAppSelector } from '../hooks';

export interface StepNavigation {
  step: Step | null;
  /** Each returns the step actually reached, after the guards. */
  next(): Step | null;
  back(): Step | null;
  goTo(step: Step): Step;
}

/**
 * Step navigation for the screens: every move goes through the guards and pushes
 * a history entry. Next and Back read the step when called, not when rendered.
 */
export function useStepNavigation(): StepNavigation {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectStep);
  const goTo = useCallback((target: Step) => dispatch(goToStep(target)), [dispatch]);
  return useMemo(
    () => ({
      step,
      goTo,
      next: () => dispatch(goToNextStep()),
      back: () => dispatch(goToPreviousStep()),
    }),
    [dispatch, goTo, step],
  );
}
