import { useMemo } from 'react';
import type { Step } from '../../model/steps';
import { goToNextStep, goToPreviousStep, goToStep } from '../../state/navigation/step-moves';
import { useAppDispatch } from '../hooks';

export interface StepNavigation {
  /** Each returns the step actually reached, after the guards. */
  next(): Step | null;
  back(): Step | null;
  goTo(step: Step): Step;
}

/**
 * Step navigation for the screens: every move goes through the guards and pushes a history entry.
 * Next and Back read the step when called, not when rendered, so the moves never change: a screen
 * that moves re-renders for what it shows, not for each step change. A step change reveals the next
 * screen, built ahead; a re-render of it there would run inside the click. A component that shows
 * the step selects it (`selectStep`).
 */
export function useStepNavigation(): StepNavigation {
  const dispatch = useAppDispatch();
  return useMemo(
    () => ({
      goTo: (target: Step) => dispatch(goToStep(target)),
      next: () => dispatch(goToNextStep()),
      back: () => dispatch(goToPreviousStep()),
    }),
    [dispatch],
  );
}
