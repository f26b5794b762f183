export interface BackoffOptions {
  /** First delay ceiling, in ms. */
  base: number;
  /** Largest delay, in ms. */
  max: number;
  /** 0..1; injected in tests. */
  random?: () => number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { base: 1000, max: 30_000 };

/**
 * Exponential backoff with "equal jitter": half the ceiling is fixed, the
 * other half random. Never zero (no hammering), and spread so that every tab
 * of every visitor does not reconnect in the same instant after a hub restart.
 */
export function backoffDelay(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const random = options.random ?? Math.random;
  const ceiling = Math.min(options.max, options.base * 2 ** Math.max(0, attempt));
  const half = ceiling / 2;
  return Math.round(half + random() * half);
}
