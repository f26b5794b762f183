import { ApiError } from '@/core/http/api-error';

/**
 * What the customer is told, by cause (spec section 8 leaves it open):
 * - `offline`: the browser says it has no network; we wait for it and retry.
 * - `network`: the request never got an answer though the browser is online.
 * - `timeout`: no answer in time; the request may have arrived, so retrying is
 *   safe only because the uuid lets the server recognise it.
 * - `auth`: 401, or the server's login page instead of an answer (a redirect, or HTML where JSON
 *   was asked): the session expired or the customer must log in.
 * - `forbidden`: 403, logged in but not allowed: logging in again would not help.
 * - `validation`: 422 with field errors.
 * - `server`: 5xx.
 * - `badAnswer`: an answer we cannot read (not JSON, or not the route's schema).
 * - `rejected`: any other 4xx.
 */
export type FailureKind =
  | 'offline'
  | 'network'
  | 'timeout'
  | 'auth'
  | 'forbidden'
  | 'validation'
  | 'server'
  | 'badAnswer'
  | 'rejected';

export interface Failure {
  kind: FailureKind;
  status: number | null;
}

const isOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/** Sorts any thrown value into the kinds the customer sees a message for. */
export function classifyFailure(error: unknown, online: boolean = isOnline()): Failure {
  if (!(error instanceof ApiError)) {
    // A TypeError from fetch is the browser's way of saying "no network".
    return { kind: online ? 'server' : 'offline', status: null };
  }
  const status = error.status ?? null;
  switch (error.kind) {
    case 'network':
    case 'aborted':
      return { kind: online ? 'network' : 'offline', status };
    case 'timeout':
      return { kind: online ? 'timeout' : 'offline', status };
    case 'malformed':
      return { kind: 'badAnswer', status };
    case 'login':
      return { kind: 'auth', status: null };
    // A URL the router cannot build: nothing the customer did, nothing a retry cures soon.
    case 'request':
      return { kind: 'server', status };
    case 'http':
      if (status === 401) return { kind: 'auth', status };
      if (status === 403) return { kind: 'forbidden', status };
      if (status === 422 || status === 400) return { kind: 'validation', status };
      if (status !== null && status >= 500) return { kind: 'server', status };
      if (status === 408 || status === 429) return { kind: 'network', status };
      return { kind: 'rejected', status };
  }
}

/**
 * Why a place could not be looked up, one message each: the service knows no such place
 * (404, 422), the connection failed (no answer, a timeout, offline: the customer's side), or the
 * service itself failed (5xx, an unreadable answer, a refusal): checking the connection would
 * not help then.
 */
export type PlaceLookupFailure = 'notFound' | 'unavailable' | 'serverFailed';

export function placeLookupFailure(
  error: unknown,
  online: boolean = isOnline(),
): PlaceLookupFailure {
  if (!(error instanceof ApiError)) return 'unavailable';
  // Any HTTP answer proves the connection works (a 429 too: the service is busy, not the network).
  if (error.kind === 'http')
    return error.status === 404 || error.status === 422 ? 'notFound' : 'serverFailed';
  const { kind } = classifyFailure(error, online);
  return kind === 'offline' || kind === 'network' || kind === 'timeout'
    ? 'unavailable'
    : 'serverFailed';
}

/**
 * Why a photo did not upload, one reason each, for the tile's message: the connection (no
 * answer, offline), the time (a big file on a slow line), the server's size limit (413), a file
 * the server would not take (another 4xx but the session's), the session (401, the login page),
 * or the server itself (5xx, an unreadable answer).
 */
export type UploadFailure =
  'connection' | 'timeout' | 'tooLarge' | 'refused' | 'session' | 'server';

export function uploadFailure(error: unknown, online: boolean = isOnline()): UploadFailure {
  const { kind, status } = classifyFailure(error, online);
  // Too many requests: the server is busy, the customer's line is fine.
  if (status === 429) return 'server';
  switch (kind) {
    case 'offline':
    case 'network':
      return 'connection';
    case 'timeout':
      return 'timeout';
    case 'auth':
      return 'session';
    case 'server':
    case 'badAnswer':
      return 'server';
    case 'forbidden':
    case 'validation':
    case 'rejected':
      return status === 413 ? 'tooLarge' : 'refused';
  }
}

/**
 * Why a photo was not deleted, for the message under the photos: the connection (no answer,
 * offline), the time, the session (401, the login page: the login opens), or anything else the
 * server answered, which is ours to fix whatever its status.
 */
export type RemovalFailure = 'connection' | 'timeout' | 'session' | 'server';

export function removalFailure(error: unknown, online: boolean = isOnline()): RemovalFailure {
  const { kind, status } = classifyFailure(error, online);
  if (kind === 'auth') return 'session';
  // Too many requests: the server is busy, the customer's line is fine.
  if (status === 429) return 'server';
  if (kind === 'offline' || kind === 'network') return 'connection';
  return kind === 'timeout' ? 'timeout' : 'server';
}
