import { WidgetError } from '../errors/errors';

/**
 * What went wrong with a request, in the terms the UI needs to choose a message.
 * `request`: the request could not be made at all (its URL cannot be built from the route and
 * parameters, or the page's route dump is unusable): the page's fault, not the visitor's.
 * `login`: the server sent its login page instead of an answer (see loginAnswer in client.ts): the
 * session has ended, and logging in again is the way out, as for a 401.
 */
export type ApiErrorKind =
  'aborted' | 'network' | 'timeout' | 'http' | 'malformed' | 'request' | 'login';

export class ApiError extends WidgetError {
  constructor(
    readonly kind: ApiErrorKind,
    readonly route: string,
    readonly status?: number,
    readonly data?: unknown,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(
      `${route}: ${kind}${status ? ` ${status}` : ''}${options?.detail ? ` (${options.detail})` : ''}`,
      'ApiError',
    );
    if (options?.cause !== undefined) (this as { cause?: unknown }).cause = options.cause;
  }

  get isAuth(): boolean {
    return this.kind === 'login' || this.status === 401 || this.status === 403;
  }
}

/**
 * Which failures go to Sentry (spec section 8): never aborted requests,
 * network errors or an ended session (the login page instead of an answer);
 * time-outs, 503s and 4xx answers sampled at 10 %; any other failure always.
 */
const REPORT_SAMPLE_RATE = 0.1;

export function shouldReport(error: ApiError, random: () => number = Math.random): boolean {
  if (error.kind === 'aborted' || error.kind === 'network' || error.kind === 'login') return false;
  const sampled =
    error.kind === 'timeout' ||
    error.status === 503 ||
    (error.status !== undefined && error.status < 500);
  return sampled ? random() < REPORT_SAMPLE_RATE : true;
}

/** The request was stopped on its way (our abort, a reload, a frozen page): it has no answer to judge. */
export const isCancelledRequest = (error: unknown): boolean =>
  (error instanceof ApiError && error.kind === 'aborted') ||
  (error instanceof DOMException && error.name === 'AbortError');
