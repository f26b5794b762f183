/**
 * Path encoding of Symfony's UrlGenerator: rawurlencode, then the characters it leaves readable,
 * `/` included (a value whose requirement allows `/` keeps it, as Symfony and router.js write it;
 * a literal `%2F` stays `%2F`, Symfony's `%252F` → `%2F`).
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

/** Static route text or a parameter value inside the path: the same spelling for both. */
export const encodePathText = (value: string): string =>
  readable(rawUrlEncode(value)).replace(/%252F|%2F/g, (m) => (m === '%2F' ? '/' : '%2F'));

/** A parameter value inside the path (the caller refuses the dot segments it may make). */
export const encodePathValue = encodePathText;

/** A query key or value, or `_fragment`: spelled like UrlGenerator's QUERY_FRAGMENT_DECODED (and router.js). */
export const encodeQueryPart = (value: string): string =>
  rawUrlEncode(value).replace(/%(?:2F|3F|40|3A|21|3B|2C|2A)/g, (m) => decodeURIComponent(m));
