import type { Dispatch, ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FormEnvironment } from './environment';
import type { RootState } from './root-state';

export type AppDispatch = ThunkDispatch<RootState, FormEnvironment, UnknownAction> &
  Dispatch<UnknownAction>;

export type AppThunk<R = void> = ThunkAction<R, RootState, FormEnvironment, UnknownAction>;
