import { useCallback, useMemo } from 'react';
import { STEPS, stepNumber, type Step } from '../../model/steps';
import { goToStep, selectStep } from '../../state/form-slice';
import { useAppDispatch, useAppSelector } from '../hooks';

export interface StepNavigation {
  step: Step | null;
  /** Each returns the step actually reached, after the guards. */
  next(): Step | null;
  back(): Step | null;
  goTo(step: Step): Step;
}

/** Step navigation for the screens: every move goes through the guards and pushes a history entry. */
export function useStepNavigation(): StepNavigation {
  const dispatch = useAppDispatch();
  const step = useAppSelector(selectStep);
  const returnTo = useAppSelector((state) => state.form.returnToStep);
  const goTo = useCallback((target: Step) => dispatch(goToStep(target)), [dispatch]);
  const move = useCallback(
    (delta: number) => {
      const target = step ? STEPS[STEPS.indexOf(step) + delta] : undefined;
      return target ? goTo(target) : null;
    },
    [goTo, step],
  );
  return useMemo(
    () => ({
      step,
      goTo,
      // Came from the summary's edit button: Next goes straight back there.
      next: () =>
        returnTo && step && stepNumber(returnTo) > stepNumber(step) ? goTo(returnTo) : move(1),
      back: () => move(-1),
    }),
    [goTo, move, returnTo, step],
  );
}
