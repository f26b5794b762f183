import type { TypedStartListening } from '@reduxjs/toolkit';
import type { FormEnvironment } from './environment';
import type { RootState } from './root-reducer';
import type { AppDispatch } from './store';

/** `startListening` of the form's listener middleware, typed once for every effect module. */
export type StartListening = TypedStartListening<RootState, AppDispatch, FormEnvironment>;
