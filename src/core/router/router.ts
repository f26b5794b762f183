import { RouteError } from '../errors/errors';
import { portFor, readContext, type PageLocation, type UrlContext } from './context';
import { encodeQueryPart, NotUnicode } from './encode';
import { candidateNames, localeChain, normaliseLocale } from './locale';
import type { RouteDefinition, RouteManifest, RouteToken } from './manifest';
import { requirementMatcher } from './pcre';
import { buildQueryString } from './query-string';
import type { RouteName } from './route-names';
import { buildHost, buildPath, readTokens, type TokenInput } from './tokens';
import { asRecord, own, phpString } from './values';

export { toJsPattern } from './pcre';
export type { PageLocation } from './context';

export type RouteParams = Record<string, unknown>;

export interface GenerateOptions {
  /** Force an absolute URL even when host and scheme match the page. */
  absolute?: boolean;
}

export interface ResolvedRoute {
  name: string;
  definition: RouteDefinition;
}

interface Settings {
  locale: string;
  prefix: string;
  page: PageLocation | null;
}

const currentPage = (): PageLocation | null =>
  (globalThis.location as PageLocation | undefined) ?? null;

function schemesOf(definition: RouteDefinition): string[] {
  const schemes = Array.isArray(definition.schemes)
    ? definition.schemes.filter((s): s is string => typeof s === 'string')
    : [];
  if (schemes.length) return schemes;
  // Symfony 2 spelled required schemes as the `_scheme` requirement.
  const legacy = own(asRecord(definition.requirements), '_scheme');
  return typeof legacy === 'string' && legacy ? legacy.split('|') : [];
}

/**
 * Builds URLs from a FOSJsRoutingBundle dump the way Symfony's UrlGenerator does, with the
 * router.js API. Never builds a wrong URL: a bad name or parameter throws a RouteError.
 */
export class Router {
  private readonly settings: Settings;
  private readonly context: UrlContext;

  /** `location` null: no page, so the dump's scheme, host and port are the context. */
  constructor(
    private readonly manifest: RouteManifest,
    locale?: string,
    location: PageLocation | null = currentPage(),
    prefix: string = typeof manifest.prefix === 'string' ? manifest.prefix : '',
  ) {
    this.settings = {
      locale: normaliseLocale(
        locale || (typeof manifest.locale === 'string' ? manifest.locale : '') || 'en',
      ),
      prefix,
      page: location,
    };
    this.context = readContext(manifest, location);
  }

  /** router.js `setLocale`, without changing the router other widgets share. */
  withLocale(locale: string): Router {
    return new Router(this.manifest, locale, this.settings.page, this.settings.prefix);
  }

  /** router.js `setPrefix` (JMS i18n `pl__RG__`), without changing the shared router. */
  withPrefix(prefix: string): Router {
    return new Router(this.manifest, this.settings.locale, this.settings.page, prefix);
  }

  getLocale(): string {
    return this.settings.locale;
  }
  getPrefix(): string {
    return this.settings.prefix;
  }
  getBaseUrl(): string {
    return typeof this.manifest.base_url === 'string' ? this.manifest.base_url : '';
  }
  getScheme(): string {
    return this.context.scheme;
  }
  /** Host and, when not the scheme's default, port: what the dump's `host` holds. */
  getHost(): string {
    return this.context.host + (this.context.port ? `:${this.context.port}` : '');
  }
  getPort(): string {
    return this.context.port;
  }
  getRoutes(): Record<string, RouteDefinition> {
    return this.routes();
  }
  /** The raw dump entry the name resolves to (locale variants and prefix included). */
  getRoute(name: string): RouteDefinition {
    return this.resolve(name).definition;
  }

  private routes(): Record<string, RouteDefinition> {
    return asRecord(this.manifest.routes) as Record<string, RouteDefinition>;
  }

  private candidates(name: string, locale = this.settings.locale): string[] {
    return candidateNames(name, locale, this.settings.prefix, this.routes());
  }

  resolve(name: string, locale?: string): ResolvedRoute {
    const routes = this.routes();
    for (const candidate of this.candidates(name, locale)) {
      const definition = own(routes, candidate);
      if (definition && typeof definition === 'object') return { name: candidate, definition };
    }
    throw new RouteError(name, undefined, 'no such route in the manifest');
  }

  has(name: string): boolean {
    return this.candidates(name).some((candidate) => Object.hasOwn(this.routes(), candidate));
  }

  methods(name: RouteName | string): string[] {
    const methods = this.resolve(name).definition.methods;
    return Array.isArray(methods) ? methods : [];
  }

  /** The page locale for a `{_locale}` variable: `pl_PL` gives `pl` to a route that requires `en|pl|de`. */
  private implicitLocale(input: TokenInput, tokens: RouteToken[]): string {
    const token = tokens.find((t) => t[0] === 'variable' && t[3] === '_locale');
    const chain = localeChain(this.settings.locale);
    if (!token) return this.settings.locale;
    const fromRoute = own(input.requirements, '_locale');
    const requirement = token[2] || (typeof fromRoute === 'string' ? fromRoute : '');
    if (!requirement) return this.settings.locale;
    try {
      const matcher = requirementMatcher(requirement);
      return chain.find((l) => matcher.test(l)) ?? this.settings.locale;
    } catch {
      return this.settings.locale; // the path check reports the unreadable requirement
    }
  }

  /** Builds the URL of a named route. Never builds a wrong one: bad parameters throw a RouteError. */
  generate(name: RouteName, params: RouteParams = {}, options: GenerateOptions = {}): string {
    const explicitLocale =
      typeof params._locale === 'string' ? normaliseLocale(params._locale) : undefined;
    const { name: resolved, definition } = this.resolve(name, explicitLocale);
    const tokens = readTokens(resolved, definition.tokens);
    const hostTokens = readTokens(resolved, definition.hosttokens);
    const defaults = asRecord(definition.defaults);
    const input: TokenInput = {
      route: resolved,
      defaults,
      requirements: asRecord(definition.requirements),
      params: { ...params },
    };
    if (input.params._locale === undefined || input.params._locale === null)
      input.params._locale = this.implicitLocale(input, [...tokens, ...hostTokens]);

    const used = new Set<string>();
    const path = buildPath(input, tokens, used) || '/';
    const host = hostTokens.length ? buildHost(input, hostTokens, used) : '';

    // The page locale never reaches the query; an explicit one does unless the path or the
    // variant chosen by it already says it (UrlGenerator unsets it for localized routes).
    const isVariant = resolved !== name;
    const extra = Object.create(null) as Record<string, unknown>; // keeps a `__proto__` key as data
    let fragment = '';
    for (const [key, value] of Object.entries(params)) {
      if (used.has(key)) continue;
      if (key === '_locale' && isVariant) continue;
      if (key === '_fragment') {
        fragment = phpString(resolved, key, value) ?? '';
        continue;
      }
      if (Object.hasOwn(defaults, key) && value !== undefined && value !== null) {
        const same = phpString(resolved, key, value) === phpString(resolved, key, defaults[key]);
        if (same) continue;
      }
      extra[key] = value;
    }
    let tail: string;
    try {
      const query = buildQueryString(extra);
      tail = (query ? `?${query}` : '') + (fragment ? `#${encodeQueryPart(fragment)}` : '');
    } catch (error) {
      if (!(error instanceof NotUnicode || error instanceof URIError)) throw error;
      throw new RouteError(
        resolved,
        undefined,
        'a query or fragment value is not valid Unicode text',
      );
    }
    const url = this.getBaseUrl() + path + tail;

    const { context } = this;
    const schemes = schemesOf(definition);
    let scheme = context.scheme;
    let absolute = options.absolute === true;
    if (schemes.length && !schemes.includes(scheme)) {
      scheme = schemes[0] as string;
      absolute = true;
    }
    const targetHost = host && host !== context.host ? host : context.host;
    if (host && host !== context.host) absolute = true;
    if (!absolute || (!targetHost && (scheme === 'http' || scheme === 'https' || scheme === '')))
      return url;
    return `${scheme ? `${scheme}:` : ''}//${targetHost}${portFor(context, scheme)}${url}`;
  }
}
