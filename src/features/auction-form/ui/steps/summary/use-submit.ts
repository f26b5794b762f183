import { useCallback, useMemo } from 'react';
import { isFinalCheck, type FinalCheck } from '@/features/auction-form/rules/final-validators';
import type { RootState } from '@/features/auction-form/state/store/root-state';
import {
  finalChecksOf,
  submitAuction,
  type SubmitOutcome,
} from '@/features/auction-form/state/submit/submit-auction';
import { selectSubmit } from '@/features/auction-form/state/submit/submit-slice';
import { useFormEnvironment } from '../../environment-context';
import { useAppDispatch, useAppSelector } from '../../hooks';

/** The failed checks of the last attempt that still fail now: fixing one makes it leave the list. */
const selectOpenChecks = (state: RootState, locale: string): string =>
  state.form.finalValidators.length === 0
    ? ''
    : finalChecksOf(state, locale)
        .filter((check) => state.form.finalValidators.includes(check))
        .join(' ');

export function useSubmit() {
  const dispatch = useAppDispatch();
  const submit = useAppSelector(selectSubmit);
  const { locale } = useFormEnvironment();
  const open = useAppSelector((state) => selectOpenChecks(state, locale));
  const checks = useMemo(
    () => (open ? open.split(' ').filter(isFinalCheck) : ([] as FinalCheck[])),
    [open],
  );
  const run = useCallback((): Promise<SubmitOutcome> => dispatch(submitAuction()), [dispatch]);
  return { ...submit, checks, run };
}
