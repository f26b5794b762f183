import type { Step } from '../../model/steps';
import { resolveStep } from '../../rules/step-validity';
import { selectStepValidity } from '../store/selectors';
import type { AppThunk } from '../store/types';
import { goToStep } from './step-moves';

/**
 * Back/forward landed on `step`. History already shows it, so nothing is
 * pushed; when a guard sends the customer elsewhere the entry is rewritten so
 * the address bar never lies.
 */
export const restoreStepFromHistory =
  (step: Step): AppThunk<Step> =>
  (dispatch, getState, env) => {
    const landed = resolveStep(step, selectStepValidity(getState(), env.locale));
    return dispatch(goToStep(landed, landed === step ? 'none' : 'replace'));
  };
