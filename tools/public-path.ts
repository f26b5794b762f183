/**
 * Where the built files are served from: a build setting, `TW_PUBLIC_PATH`.
 *
 * - `/build/` (default): the site's own `public/build/`, as Encore's default.
 * - another path (`/transport-widgets/`): a second Encore build beside the site's own
 *   (`webpack_encore.builds`), so the two never overwrite each other's `entrypoints.json`.
 * - an http(s) URL (`https://cdn.example.com/transport-widgets/`): a CDN. Every file URL in
 *   entrypoints.json (and its integrity key) is then that URL; the chunk loader and the preload hints
 *   fetch in CORS mode (`crossorigin="anonymous"`), which SRI on another origin requires.
 */
export interface PublicPath {
  /** webpack's `output.publicPath`, ending in `/`. */
  url: string;
  /** The `manifest.json` key prefix (`build/`), what Symfony's `asset()` is given. */
  manifestKeyPrefix: string;
  /** The files are on another origin than the page's. */
  crossOrigin: boolean;
}

export class PublicPathError extends Error {}

export function publicPathFrom(env: NodeJS.ProcessEnv = process.env): PublicPath {
  const url = env.TW_PUBLIC_PATH?.trim() || '/build/';
  if (!url.endsWith('/'))
    throw new PublicPathError(`TW_PUBLIC_PATH must end with "/" (got ${url})`);
  let pathname: string;
  if (url.startsWith('/') && !url.startsWith('//')) pathname = url;
  else {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new PublicPathError(
        `TW_PUBLIC_PATH must be a path (/build/) or an http(s) URL (https://cdn.example.com/widgets/), got ${url}`,
      );
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      throw new PublicPathError(`TW_PUBLIC_PATH must be http(s), got ${parsed.protocol}`);
    if (parsed.search || parsed.hash)
      throw new PublicPathError(`TW_PUBLIC_PATH takes no query or fragment (got ${url})`);
    pathname = parsed.pathname;
  }
  return {
    url,
    manifestKeyPrefix: env.TW_MANIFEST_KEY_PREFIX ?? pathname.replace(/^\//, ''),
    crossOrigin: !url.startsWith('/') || url.startsWith('//'),
  };
}
