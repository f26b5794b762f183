import { RouteError } from '../errors/errors';

/** A parameter or default as PHP's `(string)` casts it; undefined for "not given". */
export function phpString(route: string, name: string, value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (value === null || value === false) return '';
  if (value === true) return '1';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint') {
    if (typeof value === 'number' && !Number.isFinite(value))
      throw new RouteError(route, name, `expected a finite number, got ${value}`);
    return String(value);
  }
  throw new RouteError(
    route,
    name,
    `expected a string or number, got ${Array.isArray(value) ? 'an array' : typeof value}`,
  );
}

/** Own keys only: a parameter or route called `toString` must not find Object.prototype's. */
export const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

/** PHP dumps an empty map as `[]`. */
export const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
