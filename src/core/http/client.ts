import type { Options } from 'ky';
import { RouteError, WidgetError } from '../errors/errors';
import { reportError } from '../errors/report';
import { loadRouter } from '../router/load-router';
import type { RouteDumpError, RouteDumpFailure } from '../router/route-dump-error';
import type { RouteName } from '../router/route-names';
import type { Router, RouteParams } from '../router/router';
import { ApiError, shouldReport, type ApiErrorKind } from './api-error';
import { loadedKy, loadKy } from './load-ky';
import { redirectAnswer } from './redirect-answer';

/** ky's error classes, once ky is here: before that no error can be one of ky's. */
const isHttpError = (error: unknown): error is import('ky').HTTPError => {
  const ky = loadedKy();
  return ky !== null && error instanceof ky.HTTPError;
};
const isTimeoutError = (error: unknown): error is import('ky').TimeoutError => {
  const ky = loadedKy();
  return ky !== null && error instanceof ky.TimeoutError;
};

export interface ApiRequest {
  route: RouteName;
  /** Path and query parameters, resolved by the router. */
  params?: RouteParams;
  /**
   * A URL built before the call (the autocomplete's, or its literal fallback when the page's dump
   * lacks the name); `route` then only names the call in errors and reports.
   */
  url?: string;
  method?: string;
  json?: unknown;
  body?: BodyInit;
  signal?: AbortSignal;
  timeout?: number;
  /** Set false for a request whose failure is expected and handled (no report). */
  report?: boolean;
}

const absolute = (url: string): string => new URL(url, window.location.href).toString();

/** The request's method and absolute URL; throws the router's RouteError when the URL cannot be built. */
export function resolveRequest(
  router: Router,
  request: Pick<ApiRequest, 'route' | 'params' | 'url' | 'method'>,
): { method: string; url: string } {
  const method = (request.method ?? router.methods(request.route)[0] ?? 'GET').toUpperCase();
  return {
    method,
    url: absolute(request.url ?? router.generate(request.route, request.params ?? {})),
  };
}

/** The reporting rule of every request (spec section 8): sampled by shouldReport, named by its route. */
export function reportFailure(
  failure: ApiError,
  request: Pick<ApiRequest, 'route' | 'report'>,
  method: string,
): void {
  if (request.report !== false && shouldReport(failure))
    reportError(failure, {
      kind: 'http',
      extra: { route: request.route, method, status: failure.status },
    });
}

/**
 * Whether an answer is the server's login page rather than the route's JSON.
 * Symfony's default `form_login` answers a request of an ended session with a
 * redirect to the login page (or a single sign-on's, on another origin). The
 * client does not follow it (an opaque redirect, see redirectAnswer);
 * XMLHttpRequest does, to a 200 with HTML. Our API routes never redirect and
 * never answer with HTML, so either means "log in again", for every widget alike.
 */
export function loginAnswer(answer: { redirected: boolean; contentType: string | null }): boolean {
  return (
    answer.redirected ||
    /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(answer.contentType ?? '')
  );
}

const endedSession = (route: string, status: number, detail: string): ApiError =>
  new ApiError('login', route, status || undefined, undefined, { detail });

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * ky's errors name the whole request URL in their message (and so in their
 * stack), with what the customer typed in its query or path, and JSON.parse's
 * SyntaxError quotes the start of the answer (`Unexpected token 'J', "Jan
 * Kowals"... is not valid JSON`): as the cause of an ApiError that reaches
 * Sentry they are replaced by the route name alone.
 */
function safeCause(route: string, error: unknown): unknown {
  if (error instanceof SyntaxError) return new SyntaxError(`answer of route ${route} is not JSON`);
  if (!isHttpError(error) && !isTimeoutError(error)) return error;
  const status = isHttpError(error) ? ` ${error.response.status}` : '';
  const cause = new Error(`${error.name}${status} on route ${route}`);
  cause.name = error.name;
  return cause;
}

/** Told by its name: the class stays in the router's chunk, which a first screen does not load. */
const isRouteDumpError = (error: unknown): error is RouteDumpError =>
  error instanceof WidgetError && error.name === 'RouteDumpError';

/** A route dump's failure as the failure of the request that waited for it (route-dump-error.ts). */
const DUMP_FAILURE_KIND: Record<RouteDumpFailure, ApiErrorKind> = {
  login: 'login',
  unreachable: 'network',
  timeout: 'timeout',
  unusable: 'request',
};

/**
 * The page's router, or the ApiError of the request `route` that cannot be made without it: a
 * route dump the firewall answered with its login is an ended session, one the page cannot use is
 * the page's fault, and only no answer is the connection. The dump's failure was reported where it
 * arose (get-router.ts), once.
 */
export async function loadRouterFor(route: string): Promise<Router> {
  try {
    return await loadRouter();
  } catch (error) {
    if (!isRouteDumpError(error)) throw toApiError(route, error);
    // No status: the dump's (a 403 of a firewall, say) is not this request's answer.
    const failure = new ApiError(DUMP_FAILURE_KIND[error.failure], route, undefined, undefined, {
      cause: error,
      detail: 'the route dump',
    });
    failure.reported = true;
    throw failure;
  }
}

export function toApiError(route: string, error: unknown, signal?: AbortSignal): ApiError {
  if (error instanceof ApiError) return error;
  // A URL that cannot be built is a failure of this request like any other: named, reported, shown.
  if (error instanceof RouteError)
    return new ApiError('request', route, undefined, undefined, {
      cause: error,
      detail: error.message,
    });
  if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) {
    return new ApiError('aborted', route, undefined, undefined, { cause: error });
  }
  if (isTimeoutError(error))
    return new ApiError('timeout', route, undefined, undefined, { cause: safeCause(route, error) });
  if (isHttpError(error))
    return new ApiError('http', route, error.response.status, undefined, {
      cause: safeCause(route, error),
    });
  if (error instanceof SyntaxError)
    return new ApiError('malformed', route, undefined, undefined, {
      cause: safeCause(route, error),
    });
  return new ApiError('network', route, undefined, undefined, { cause: error });
}

/** Calls a named route and returns its JSON answer, or throws an ApiError. */
export async function apiRequest<T = unknown>(request: ApiRequest): Promise<T> {
  // ky downloads while the router is read; a failed download is this request's failure.
  const kyReady = loadKy();
  kyReady.catch(() => undefined);
  const router = await loadRouterFor(request.route);
  let method = (request.method ?? 'GET').toUpperCase();
  try {
    // Built inside the handling below: a bad parameter is reported as this request's failure.
    const resolved = resolveRequest(router, request);
    method = resolved.method;
    const options: Options = { method, signal: request.signal };
    if (request.json !== undefined) options.json = request.json;
    if (request.body !== undefined) options.body = request.body;
    if (request.timeout !== undefined) options.timeout = request.timeout;
    const { getHttp } = await kyReady;
    const response = await getHttp()(resolved.url, options);
    if (
      redirectAnswer(response) ||
      loginAnswer({
        redirected: response.redirected,
        contentType: response.headers.get('Content-Type'),
      })
    ) {
      void response.body?.cancel().catch(() => undefined);
      throw endedSession(
        request.route,
        response.status,
        response.redirected || redirectAnswer(response) ? 'redirected' : 'an HTML page',
      );
    }
    return (await readBody(response)) as T;
  } catch (error) {
    let failure = toApiError(request.route, error, request.signal ?? undefined);
    if (isHttpError(error) && redirectAnswer(error.response)) {
      void error.response.body?.cancel().catch(() => undefined);
      failure = endedSession(request.route, error.response.status, 'redirected');
    } else if (isHttpError(error)) {
      const data = await readBody(error.response).catch(() => undefined);
      failure = new ApiError('http', request.route, error.response.status, data, {
        cause: safeCause(request.route, error),
      });
    }
    reportFailure(failure, request, method);
    throw failure;
  }
}

export function resetHttpForTests(): void {
  loadedKy()?.resetKyForTests();
}
