import { useEffect } from 'react';
import { stepFromHistory } from '../../rules/history-state';
import { restoreStepFromHistory } from '../../state/navigation/restore-from-history';
import { useAppDispatch } from '../hooks';

/** Back and forward restore the step from the history entry (spec section 2). */
export function useHistorySync(enabled: boolean): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return undefined;
    const onPop = (event: PopStateEvent) => {
      const step = stepFromHistory(event.state, window.location.pathname);
      if (step) dispatch(restoreStepFromHistory(step));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dispatch, enabled]);
}
