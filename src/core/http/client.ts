import ky, { HTTPError, TimeoutError, type KyInstance, type Options } from 'ky';
import { getPageConfig } from '../config/page-config';
import { RouteError } from '../errors/errors';
import { reportError } from '../errors/report';
import { acceptLanguage } from '../i18n/locales';
import { getRouter } from '../router/get-router';
import type { RouteParams } from '../router/router';
import type { RouteName } from '../router/route-names';
import { ApiError, shouldReport } from './api-error';

let client: KyInstance | null = null;

const RETRY_LIMIT = 2;

/**
 * The headers a server states its wait in, in the order ky reads them: the
 * first one present is the wait ky would sleep, so it is the one checked.
 */
const WAIT_HEADERS = [
  'Retry-After',
  'RateLimit-Reset',
  'X-RateLimit-Retry-After', // Symfony's rate limiter: a timestamp
  'X-RateLimit-Reset',
  'X-Rate-Limit-Reset',
];
/** As ky: a number of seconds this large is a Unix timestamp, not a wait. */
const TIMESTAMP_FROM_MS = Date.parse('2024-01-01');

/** The wait a server asks for, in ms (seconds, a timestamp or an HTTP date); null without one. */
function serverWaitMs(headers: Headers, now = Date.now()): number | null {
  const header = WAIT_HEADERS.map((name) => headers.get(name)).find((value) => value !== null);
  if (!header) return null;
  const seconds = Number(header);
  if (!Number.isNaN(seconds)) {
    const ms = seconds * 1000;
    return Math.max(0, ms >= TIMESTAMP_FROM_MS ? ms - now : ms);
  }
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

/**
 * A server's `Retry-After` (or `RateLimit-Reset`) may ask for minutes; ky would wait that long with
 * the widget on "Loading…". All the retries' waits together stay within the
 * API time-out, and a server asking for more gets no retry: the widget shows
 * its failure with "Try again" at once.
 */
const maxRetryAfter = (apiTimeout: number): number => Math.floor(apiTimeout / RETRY_LIMIT);

/** The one ky instance every widget shares. */
function getHttp(): KyInstance {
  if (client) return client;
  const page = getPageConfig();
  client = ky.create({
    timeout: page.apiTimeout,
    credentials: 'same-origin',
    // ky retries idempotent GETs only. RTK Query's own retry is never enabled,
    // so a GET is not retried twice over.
    retry: {
      limit: RETRY_LIMIT,
      methods: ['get'],
      statusCodes: [408, 429, 500, 502, 503, 504],
      backoffLimit: 2000,
      maxRetryAfter: maxRetryAfter(page.apiTimeout),
      shouldRetry: ({ error }) => {
        if (!(error instanceof HTTPError)) return undefined;
        const wait = serverWaitMs(error.response.headers);
        return wait !== null && wait > maxRetryAfter(page.apiTimeout) ? false : undefined;
      },
    },
    hooks: {
      beforeRequest: [
        (request) => {
          for (const [name, value] of Object.entries(requestHeaders(request.url)))
            request.headers.set(name, value);
        },
      ],
    },
  });
  return client;
}

/** The headers every request of the widgets carries: ky's and the upload's alike. */
export function requestHeaders(url: string): Record<string, string> {
  const page = getPageConfig();
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(page.locale),
    'X-Requested-With': 'XMLHttpRequest',
  };
  // The token is the session's secret: a route dump may name any host, the token goes only to the
  // page's origin and the API origins the page itself lists (`data-api-hosts`).
  const origin = new URL(url, window.location.href).origin;
  const home = [window.location.origin, ...(page.apiHosts ?? []).map((o) => new URL(o).origin)];
  if (page.csrfToken && home.includes(origin)) headers['X-CSRF-Token'] = page.csrfToken;
  return headers;
}

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
  router: Awaited<ReturnType<typeof getRouter>>,
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
 * redirect to the login page, which fetch and XMLHttpRequest follow: a 200
 * with HTML. Our API routes never redirect and never answer with HTML, so
 * either means "log in again", for every widget alike.
 */
export function loginAnswer(answer: { redirected: boolean; contentType: string | null }): boolean {
  return (
    answer.redirected ||
    /^\s*(text\/html|application\/xhtml\+xml)\b/i.test(answer.contentType ?? '')
  );
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  return JSON.parse(text) as unknown;
}

/**
 * ky's errors name the whole request URL in their message (and so in their
 * stack), with what the customer typed in its query or path: as the cause of
 * an ApiError that reaches Sentry they are replaced by the route name alone.
 */
function safeCause(route: string, error: unknown): unknown {
  if (!(error instanceof HTTPError) && !(error instanceof TimeoutError)) return error;
  const status = error instanceof HTTPError ? ` ${error.response.status}` : '';
  const cause = new Error(`${error.name}${status} on route ${route}`);
  cause.name = error.name;
  return cause;
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
  if (error instanceof TimeoutError)
    return new ApiError('timeout', route, undefined, undefined, { cause: safeCause(route, error) });
  if (error instanceof HTTPError)
    return new ApiError('http', route, error.response.status, undefined, {
      cause: safeCause(route, error),
    });
  if (error instanceof SyntaxError)
    return new ApiError('malformed', route, undefined, undefined, { cause: error });
  return new ApiError('network', route, undefined, undefined, { cause: error });
}

/** Calls a named route and returns its JSON answer, or throws an ApiError. */
export async function apiRequest<T = unknown>(request: ApiRequest): Promise<T> {
  const router = await getRouter();
  let method = (request.method ?? 'GET').toUpperCase();
  try {
    // Built inside the handling below: a bad parameter is reported as this request's failure.
    const resolved = resolveRequest(router, request);
    method = resolved.method;
    const options: Options = { method, signal: request.signal };
    if (request.json !== undefined) options.json = request.json;
    if (request.body !== undefined) options.body = request.body;
    if (request.timeout !== undefined) options.timeout = request.timeout;
    const response = await getHttp()(resolved.url, options);
    if (
      loginAnswer({
        redirected: response.redirected,
        contentType: response.headers.get('Content-Type'),
      })
    ) {
      void response.body?.cancel().catch(() => undefined);
      throw new ApiError('login', request.route, response.status, undefined, {
        detail: response.redirected ? 'redirected' : 'an HTML page',
      });
    }
    return (await readBody(response)) as T;
  } catch (error) {
    let failure = toApiError(request.route, error, request.signal ?? undefined);
    if (error instanceof HTTPError) {
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
  client = null;
}
