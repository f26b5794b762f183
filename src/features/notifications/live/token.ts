import { ApiError } from '@/core/http/api-error';
import { apiRequest } from '@/core/http/client';
import { readCookie } from '@/core/storage/cookie-read';

/**
 * The subscriber JWT lives in a cookie the hub reads; we only need to know
 * whether it is there and still valid. It is never logged, never put in a
 * URL and never passed to the error reporter.
 */
export interface TokenSource {
  /** The current token, or undefined. */
  read(): string | undefined;
  /** Asks the platform for a fresh cookie (`GET /api/me`), then reads it again. */
  refresh(): Promise<string | undefined>;
}

/** The session is gone: refreshing cannot help, the live feed stops. */
export class SignedOutError extends Error {
  constructor() {
    super('notifications: signed out');
    this.name = 'SignedOutError';
  }
}

/** The `exp` claim in ms, or null when the token has none or cannot be read. */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** A token with no readable expiry is trusted; the hub refusing it triggers a refresh anyway. */
export function isUsable(token: string | undefined, now: number, skewMs = 30_000): token is string {
  if (!token) return false;
  const exp = jwtExpiry(token);
  return exp === null || exp - skewMs > now;
}

export function cookieTokenSource(
  cookieName: string,
  fetchMe: () => Promise<unknown> = () => apiRequest({ route: 'api_me', report: false }),
  read: (name: string) => string | undefined = readCookie,
): TokenSource {
  return {
    read: () => read(cookieName),
    async refresh() {
      try {
        await fetchMe();
      } catch (error) {
        if (error instanceof ApiError && error.isAuth) throw new SignedOutError();
        throw error;
      }
      return read(cookieName);
    },
  };
}
