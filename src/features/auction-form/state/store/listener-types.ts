import type { TypedStartListening } from '@reduxjs/toolkit';
import type { RootState } from './root-state';
import type { AppDispatch, FormExtra } from './types';

/** `startListening` of the form's listener middleware, typed once for every effect module. */
export type StartListening = TypedStartListening<RootState, AppDispatch, FormExtra>;
