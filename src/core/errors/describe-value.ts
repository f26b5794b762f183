/**
 * A short, log-safe rendering of a value for error messages. Text is never
 * echoed (an attribute may hold an address, an e-mail or a token, and the
 * message reaches the console and Sentry): only its kind and length are, and
 * numbers only when small enough not to be a phone or an account number.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string')
    return value ? `a text of ${value.length} characters` : 'an empty text';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'number' && Number.isFinite(value) && Math.abs(value) >= 100_000)
    return 'a large number';
  return `${typeof value} ${String(value)}`;
}
