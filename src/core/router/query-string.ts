/**
 * Serialises extra route parameters the way the platform's backend reads
 * them: arrays indexed (`items[0][name]=x`), brackets left as they are in
 * keys, every value percent-encoded so no value can break the query.
 * undefined is left out; null is sent as an empty value.
 */
const encodeKey = (key: string): string =>
  encodeURIComponent(key).replace(/%5B/gi, '[').replace(/%5D/gi, ']');

const encodeValue = (value: string): string => encodeURIComponent(value);

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
