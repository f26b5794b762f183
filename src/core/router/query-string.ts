import { encodeQueryPart } from './encode';

/**
 * Serialises extra route parameters the way the platform's backend reads
 * them: arrays indexed (`items[0][name]=x`), brackets left as they are in
 * keys, values spelled as Symfony's UrlGenerator and router.js spell them
 * (`& = # +` and spaces encoded, so no value can break the query).
 * undefined is left out; null is sent as an empty value.
 * Throws NotUnicode for a lone surrogate.
 */
const encodeKey = (key: string): string =>
  encodeQueryPart(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

const encodeValue = encodeQueryPart;

function walk(prefix: string, value: unknown, out: string[]): void {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return;
  if (value === null) {
    out.push(`${prefix}=`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => walk(`${prefix}[${index}]`, item, out));
    return;
  }
  if (value instanceof Date) {
    out.push(`${prefix}=${encodeValue(value.toISOString())}`);
    return;
  }
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value))
      walk(`${prefix}[${encodeKey(key)}]`, item, out);
    return;
  }
  out.push(`${prefix}=${encodeValue(String(value))}`);
}

export function buildQueryString(params: Record<string, unknown>): string {
  const out: string[] = [];
  for (const [key, value] of Object.entries(params)) walk(encodeKey(key), value, out);
  return out.join('&');
}
