import { useCallback, useState } from 'react';
import { fieldDomId, type LocatedProblem } from '@/features/auction-form/rules/details-validation';
import { detailsErrors } from '@/features/auction-form/rules/step-validity';
import { detailsInputOf } from '@/features/auction-form/state/details/details-context';
import {
  checkDetails,
  continueFromDetails,
} from '@/features/auction-form/state/details/details-continue';
import { useFormEnvironment } from '../../environment-context';
import { useAppDispatch, useAppSelector } from '../../hooks';

const focusProblem = (problem: LocatedProblem) =>
  document.getElementById(fieldDomId(problem.itemKey, problem.field))?.focus();

/**
 * Next: runs every validator. Errors keep the customer here with the first
 * one focused; warnings let them go on, once the summary's title and estimate
 * are in (the button is busy meanwhile).
 */
export function useDetailsNext() {
  const dispatch = useAppDispatch();
  const { locale } = useFormEnvironment();
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // Counted live from the same model as Next, so "Please correct N fields" follows each fix.
  const errorCount = useAppSelector((state) =>
    attempted ? detailsErrors({ details: detailsInputOf(state, locale) }).length : 0,
  );

  const submit = useCallback(async () => {
    setAttempted(true);
    const first = dispatch(checkDetails());
    if (first) return void focusProblem(first);
    setBusy(true);
    const continued = await dispatch(continueFromDetails());
    setBusy(false);
    if (continued.outcome === 'blocked') focusProblem(continued.first);
  }, [dispatch]);

  return { submit, errorCount, attempted, busy };
}
