import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { RouteName } from '../router/route-names';
import type { RouteParams } from '../router/router';
import { ApiError } from './api-error';
import { apiRequest } from './client';

export interface KyQueryArgs {
  route: RouteName;
  params?: RouteParams;
  method?: string;
  json?: unknown;
}

export interface KyQueryError {
  kind: ApiError['kind'];
  status?: number;
  data?: unknown;
}

/** RTK Query base query on the shared ky client; lookups are cached by RTK Query. */
export const kyBaseQuery: BaseQueryFn<KyQueryArgs, unknown, KyQueryError> = async (
  args,
  { signal },
) => {
  try {
    const data = await apiRequest({ ...args, signal });
    return { data };
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('network', args.route);
    return { error: { kind: failure.kind, status: failure.status, data: failure.data } };
  }
};
