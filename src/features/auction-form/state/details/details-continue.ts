import { addListener } from '@reduxjs/toolkit';
import { DIMENSION_FIELDS } from '../../model/item';
import { blocking, validateDetails, type LocatedProblem } from '../../rules/details-validation';
import { setFormCorrect, stepChanged } from '../navigation/form-slice';
import { goToNextStep } from '../navigation/step-moves';
import type { AppThunk } from '../store/types';
import { detailsInputOf } from './details-context';
import { updateItem } from './items-slice';
import { settleEstimate } from './price-estimate-listener';
import { settleTitle } from './title-listener';

const DIMENSIONS: ReadonlySet<string> = new Set(DIMENSION_FIELDS);

/**
 * Runs every validator of the details step (spec section 5) and marks each item
 * touched and, past a dimension's warning limit, oversize (the flag goes to
 * couriers). Returns the first blocking problem, or null when the step may be left:
 * warnings let the customer go on.
 */
export const checkDetails =
  (): AppThunk<LocatedProblem | null> =>
  (dispatch, getState, { locale }) => {
    const state = getState();
    const problems = validateDetails(detailsInputOf(state, locale));
    for (const item of state.items) {
      const oversize = problems.some(
        (p) =>
          p.itemKey === item.key &&
          p.level === 'warning' &&
          DIMENSIONS.has(p.field) &&
          p.key === 'too_big',
      );
      if (!item.touched || item.oversize !== oversize)
        dispatch(updateItem({ key: item.key, patch: { touched: true, oversize } }));
    }
    const failed = blocking(problems);
    dispatch(setFormCorrect(failed.length === 0));
    return failed[0] ?? null;
  };

export type DetailsContinued =
  | { outcome: 'moved' }
  /** An edit made while waiting broke a field: the customer stays, this one gets focus. */
  | { outcome: 'blocked'; first: LocatedProblem }
  /** The customer moved (Back, a step link, history) while waiting: their move wins. */
  | { outcome: 'overtaken' };

/**
 * Next on a checked details step: the summary shows (and posts) the title and
 * the estimate of these items, so both are asked for now if pending, then the
 * form moves on. The wait is the customer's to interrupt: any step change
 * meanwhile, even one back to this step, cancels the move.
 */
export const continueFromDetails = (): AppThunk<Promise<DetailsContinued>> => async (dispatch) => {
  let overtaken = false;
  const stopWatching = dispatch(
    addListener({
      actionCreator: stepChanged,
      effect: () => {
        overtaken = true;
      },
    }),
  ) as unknown as () => void;
  try {
    await dispatch(settleTitle());
    await dispatch(settleEstimate());
  } finally {
    stopWatching();
  }
  if (overtaken) return { outcome: 'overtaken' };
  const first = dispatch(checkDetails());
  if (first) return { outcome: 'blocked', first };
  dispatch(goToNextStep());
  return { outcome: 'moved' };
};
