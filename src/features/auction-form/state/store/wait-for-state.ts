import { addListener } from '@reduxjs/toolkit';
import type { RootState } from './root-state';
import type { AppDispatch, FormExtra } from './types';

const addFormListener = addListener.withTypes<RootState, AppDispatch, FormExtra>();

/**
 * Resolves once `done(state)` holds, or after `timeoutMs`, whichever comes first: how a thunk
 * (submit, Next) waits for the answer a listener is getting.
 */
export function waitForState(
  dispatch: AppDispatch,
  getState: () => RootState,
  done: (state: RootState) => boolean,
  timeoutMs: number,
): Promise<void> {
  return new Promise<void>((resolve) => {
    if (done(getState())) {
      resolve();
      return;
    }
    let unsubscribe: () => void = () => undefined;
    const timer = setTimeout(finish, timeoutMs);
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    const subscribed: unknown = dispatch(
      addFormListener({ predicate: (_action, current) => done(current), effect: finish }),
    );
    unsubscribe = subscribed as () => void;
  });
}
