import ky, { HTTPError, type KyInstance } from 'ky';
import { getPageConfig } from '../config/page-config';
import { requestHeaders } from './request-headers';

export { HTTPError, TimeoutError } from 'ky';

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
export function getHttp(): KyInstance {
  if (client) return client;
  const page = getPageConfig();
  client = ky.create({
    timeout: page.apiTimeout,
    credentials: 'same-origin',
    // Our API routes never redirect: a redirect is a firewall sending an ended session to its
    // login page. Not followed, it is an opaque redirect the client names as such (loginAnswer),
    // even when that page is on another origin, where following it ends in a TypeError (read as
    // a lost connection) and would take X-CSRF-Token along.
    redirect: 'manual',
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

export function resetKyForTests(): void {
  client = null;
}
