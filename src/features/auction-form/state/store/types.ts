import type { Dispatch, ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FormClient } from '../../api/client';
import type { FormEnvironment } from './environment';
import type { RootState } from './root-state';
import type { StartUpMemory } from './start-up-memory';
import type { TypingPauses } from './typing-pauses';

/**
 * What every thunk and listener is given: the page's environment, the form's one API client,
 * the typing pauses before a request, and what the start-up remembers between its runs.
 */
export interface FormExtra extends FormEnvironment {
  client: FormClient;
  pauses: TypingPauses;
  startUp: StartUpMemory;
}

export type AppDispatch = ThunkDispatch<RootState, FormExtra, UnknownAction> &
  Dispatch<UnknownAction>;

export type AppThunk<R = void> = ThunkAction<R, RootState, FormExtra, UnknownAction>;
