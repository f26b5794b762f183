import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type * as v from 'valibot';
import { ApiError } from '@/core/http/api-error';
import { kyBaseQuery, type KyQueryArgs, type KyQueryError } from '@/core/http/base-query';
import { parseAnswer } from '@/core/http/parse-answer';

/** Each cached lookup names its answer's schema: `extraOptions: { schema }`. */
export interface AnswerOptions {
  schema?: v.GenericSchema;
}

/**
 * The form's RTK Query base query: the shared ky query, then the route's
 * schema. A bad shape is returned as a `malformed` error, so the lookup fails
 * like an unreadable body and is not cached as data.
 */
export const schemaBaseQuery: BaseQueryFn<
  KyQueryArgs,
  unknown,
  KyQueryError,
  AnswerOptions
> = async (args, api, extraOptions) => {
  const result = await kyBaseQuery(args, api, {});
  if (result.error || !extraOptions?.schema) return result;
  try {
    return { data: parseAnswer(args.route, extraOptions.schema, result.data) };
  } catch (error) {
    const failure = error instanceof ApiError ? error : new ApiError('malformed', args.route);
    return { error: { kind: failure.kind } };
  }
};
