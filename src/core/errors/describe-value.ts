/**
 * What kind of value an attribute held, for error messages: never the value
 * itself, which may be an address, an e-mail or a token.
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return value.trim() === '' ? 'an empty value' : 'other text';
  if (typeof value === 'number') return 'another number';
  if (typeof value === 'boolean') return 'true or false';
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}
