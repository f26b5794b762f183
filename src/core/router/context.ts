import type { RouteManifest } from './manifest';

/** Where relative URLs resolve: the page when there is one, else what the dump says. */
export interface UrlContext {
  scheme: string;
  /** host name without port */
  host: string;
  /** port of `scheme`, '' when it is the default one */
  port: string;
}

export interface PageLocation {
  protocol: string;
  host: string;
}

const DEFAULT_PORT: Record<string, string> = { http: '80', https: '443' };

/** Splits `host:port` (and `[v6]:port`); a real dump carries the port in `host` and in `port`. */
function splitHost(authority: string): { host: string; port: string } {
  const m = /^(\[[^\]]*\]|[^:]*)(?::(\d*))?$/.exec(authority);
  return m ? { host: m[1] ?? '', port: m[2] ?? '' } : { host: authority, port: '' };
}

export function readContext(manifest: RouteManifest, page: PageLocation | null): UrlContext {
  let scheme: string;
  let authority: { host: string; port: string };
  if (page) {
    scheme = page.protocol.replace(/:$/, '');
    authority = splitHost(page.host);
  } else {
    scheme = typeof manifest.scheme === 'string' ? manifest.scheme : '';
    authority = splitHost(typeof manifest.host === 'string' ? manifest.host : '');
    const port = manifest.port;
    if ((typeof port === 'string' && port !== '') || typeof port === 'number')
      authority.port = String(port);
  }
  const port = authority.port === DEFAULT_PORT[scheme] ? '' : authority.port;
  return { scheme, host: authority.host, port };
}

/** Symfony's rule: the context port belongs to its scheme; another scheme uses its default port. */
export const portFor = (context: UrlContext, scheme: string): string =>
  scheme === context.scheme && context.port ? `:${context.port}` : '';
