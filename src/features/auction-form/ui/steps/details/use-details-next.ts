import { useCallback, useState } from 'react';
import { useFormEnvironment } from '../../environment-context';
import { DIMENSION_FIELDS } from '@/features/auction-form/model/item';
import { useStepNavigation } from '../../navigation/use-step-navigation';
import { setFormCorrect } from '@/features/auction-form/state/form-slice';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { updateItem } from '@/features/auction-form/state/items-slice';
import {
  blocking,
  fieldDomId,
  validateDetails,
} from '@/features/auction-form/rules/details-validation';
import { detailsErrors } from '@/features/auction-form/rules/step-validity';
import { detailsInputOf } from '@/features/auction-form/state/details-context';
import { settleEstimate } from '@/features/auction-form/state/price-estimate-listener';
import { useAppStore } from './use-app-store';
import { settleTitle } from '@/features/auction-form/state/title-listener';

const DIMENSIONS: ReadonlySet<string> = new Set(DIMENSION_FIELDS);

/**
 * Next: runs every validator. Errors keep the customer here with the first
 * one focused; warnings let them go on.
 */
export function useDetailsNext() {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { locale } = useFormEnvironment();
  const { next } = useStepNavigation();
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Counted live from the same model as Next, so "Please correct N fields" follows each fix.
  const errorCount = useAppSelector((state) =>
    attempted ? detailsErrors({ details: detailsInputOf(state, locale) }).length : 0,
  );

  const submit = useCallback(async () => {
    const state = store.getState();
    const problems = validateDetails(detailsInputOf(state, locale));
    for (const item of state.items) {
      // An item over a dimension's warning limit is oversize; the flag goes to couriers.
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
    setAttempted(true);
    dispatch(setFormCorrect(failed.length === 0));
    const first = failed[0];
    if (first) {
      document.getElementById(fieldDomId(first.itemKey, first.field))?.focus();
      return;
    }
    // The summary shows (and posts) the title and the estimate of these items, asked for now if pending.
    setBusy(true);
    await dispatch(settleTitle());
    await dispatch(settleEstimate());
    setBusy(false);
    next();
  }, [store, dispatch, locale, next]);

  return { submit, errorCount, attempted, busy };
}
