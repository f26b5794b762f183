import { today } from '@/core/dates/calendar-day';
import { STEPS, stepNumber, type Step } from '../../model/steps';
import { dateRangePatch, type TransportDateRange } from '../../rules/dates';
import { resolveStep } from '../../rules/step-validity';
import { setDates } from '../store/auction-slice';
import { selectStepValidity } from '../store/selectors';
import type { AppThunk } from '../store/types';
import { stepChanged, transportDateRangeChosen, type StepChange } from './form-slice';

/*
 * The customer's moves between the steps, each through the step-validity model's guards, and the
 * date-range choice that sets the dates with it. The form's state they change is form-slice.ts.
 */

/** Picks a range option and applies its dates (spec section 4), against today's clock. */
export const setTransportDateRange =
  (option: TransportDateRange): AppThunk =>
  (dispatch) => {
    dispatch(transportDateRangeChosen(option));
    dispatch(setDates(dateRangePatch(option, today())));
  };

/**
 * Moves to a step through the guards; returns the step actually reached.
 * Re-selecting the current step is a no-op so history is not doubled.
 */
export const goToStep =
  (requested: Step, history: StepChange['history'] = 'push'): AppThunk<Step> =>
  (dispatch, getState, env) => {
    const state = getState();
    const step = resolveStep(requested, selectStepValidity(state, env.locale));
    if (state.form.step === step && history === 'push') return step;
    dispatch(stepChanged({ step, history }));
    return step;
  };

/**
 * Next from the current step: straight back to the summary when the edit started
 * there (its edit buttons), else the following step. Returns the step reached, or
 * null on the last step.
 */
export const goToNextStep = (): AppThunk<Step | null> => (dispatch, getState) => {
  const { step, returnToStep } = getState().form;
  if (!step) return null;
  if (returnToStep && stepNumber(returnToStep) > stepNumber(step))
    return dispatch(goToStep(returnToStep));
  const following = STEPS[STEPS.indexOf(step) + 1];
  return following ? dispatch(goToStep(following)) : null;
};

/** Back: the step before the current one, or null on the first. */
export const goToPreviousStep = (): AppThunk<Step | null> => (dispatch, getState) => {
  const { step } = getState().form;
  const previous = step ? STEPS[STEPS.indexOf(step) - 1] : undefined;
  return previous ? dispatch(goToStep(previous)) : null;
};
