import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { FormEnvironment } from './environment';
import type { RootState } from './root-reducer';

export type AppThunk<R = void> = ThunkAction<R, RootState, FormEnvironment, UnknownAction>;
