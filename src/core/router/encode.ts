/**
 * Path encoding of Symfony's UrlGenerator: rawurlencode, then the characters it leaves readable.
 * Our one change: inside a parameter value `/` stays `%2F` (and a literal `%2F` stays `%252F`),
 * so a value can never add a path segment.
 */
const READABLE: Record<string, string> = {
  '%40': '@',
  '%3A': ':',
  '%3B': ';',
  '%2C': ',',
  '%3D': '=',
  '%2B': '+',
  '%21': '!',
  '%2A': '*',
  '%7C': '|',
};

export class NotUnicode extends Error {}

function rawUrlEncode(value: string): string {
  try {
    return encodeURIComponent(value).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    );
  } catch {
    throw new NotUnicode('is not valid Unicode text'); // a lone surrogate
  }
}

const readable = (encoded: string): string =>
  encoded.replace(/%(?:40|3A|3B|2C|3D|2B|21|2A|7C)/g, (m) => READABLE[m] ?? m);

/** A parameter value inside the path. */
export const encodePathValue = (value: string): string => readable(rawUrlEncode(value));

/** Static route text, where `/` is the separator it was written as. */
export const encodePathText = (value: string): string =>
  readable(rawUrlEncode(value)).replace(/%252F|%2F/g, (m) => (m === '%2F' ? '/' : '%2F'));

/** A query key or value, or `_fragment`: spelled like UrlGenerator's QUERY_FRAGMENT_DECODED (and router.js). */
export const encodeQueryPart = (value: string): string =>
  rawUrlEncode(value).replace(/%(?:2F|3F|40|3A|21|3B|2C|2A)/g, (m) => decodeURIComponent(m));
