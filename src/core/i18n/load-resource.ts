/**
 * Loads one translation file, `locales/{lng}/{namespace}.json`, and nothing
 * else: no i18next here, so React-free entries (validation messages) can use
 * it without pulling the vendor chunk.
 *
 * In the bundle the files are static assets under one content hash
 * (`/build/locales/<hash>/<lng>/<ns>.json`, written by the build), fetched on
 * demand: a page downloads only its locale and only the namespaces its
 * widgets show, and the webpack runtime carries no per-file chunk map. Under
 * vitest (no webpack) they are plain dynamic imports.
 */
declare const __TW_LOCALES_PATH__: string | undefined;
declare const __webpack_public_path__: string;

export type Resource = Record<string, unknown>;

const cache = new Map<string, Promise<Resource>>();

function fetchResource(lng: string, ns: string): Promise<Resource> {
  const url = `${__webpack_public_path__}${__TW_LOCALES_PATH__ as string}${lng}/${ns}.json`;
  return fetch(url, { credentials: 'same-origin' }).then((response) => {
    if (!response.ok) throw new Error(`Translations ${lng}/${ns}: HTTP ${response.status}`);
    return response.json() as Promise<Resource>;
  });
}

export function loadResource(lng: string, ns: string): Promise<Resource> {
  const key = `${lng}/${ns}`;
  let pending = cache.get(key);
  if (!pending) {
    pending =
      typeof __TW_LOCALES_PATH__ === 'string'
        ? fetchResource(lng, ns)
        : import(`../../../locales/${lng}/${ns}.json`).then(
            (module: { default: Resource }) => module.default,
          );
    pending.catch(() => cache.delete(key)); // a failed load may be tried again
    cache.set(key, pending);
  }
  return pending;
}
