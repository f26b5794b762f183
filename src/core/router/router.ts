import { RouteError } from '../errors/errors';
import type { RouteDefinition, RouteManifest, RouteToken } from './manifest';
import { buildQueryString } from './query-string';
import type { RouteName } from './route-names';

export type RouteParams = Record<string, unknown>;

export interface GenerateOptions {
  /** Force an absolute URL even when host and scheme match the page. */
  absolute?: boolean;
}

export interface ResolvedRoute {
  name: string;
  definition: RouteDefinition;
}

// Symfony requirements use PCRE possessive quantifiers, which JavaScript lacks;
// dropping the possessive mark keeps the same set of matching strings.
export const toJsPattern = (pcre: string): string => pcre.replace(/([+*?}])\+/g, '$1');

// Path values are fully encoded: `/`, `?` and `#` never reach the path raw.
const encodePathValue = (value: string): string =>
  encodeURIComponent(value)
    .replace(/%40/g, '@')
    .replace(/%3A/g, ':')
    .replace(/%2C/g, ',')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const DEFAULT_PATTERN = '[^/]+';

// Own keys only: a parameter or route called `toString` or `constructor` must
// not find Object.prototype's.
const own = <T>(record: Record<string, T>, key: string): T | undefined =>
  Object.hasOwn(record, key) ? record[key] : undefined;

function asRecord(value: Record<string, unknown> | unknown[] | undefined): Record<string, unknown> {
  return value && !Array.isArray(value) ? value : {};
}

function scalarToString(route: string, name: string, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new RouteError(route, name, `expected a finite number, got ${value}`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? '1' : '0';
  throw new RouteError(
    route,
    name,
    `expected a string or number, got ${Array.isArray(value) ? 'an array' : typeof value}`,
  );
}

export class Router {
  private readonly locale: string;

  constructor(
    private readonly manifest: RouteManifest,
    locale?: string,
    private readonly location: { protocol: string; host: string } = globalThis.location ?? {
      protocol: 'http:',
      host: '',
    },
  ) {
    // Symfony spells locales with `_`; a page may say `pt-PT`.
    this.locale = (locale || manifest.locale || 'en').replace('-', '_');
  }

  /** Names tried for a route, most specific first: JMS i18n (`pl__RG__name`), prefix, Symfony `name.pl`. */
  private candidates(name: string): string[] {
    const full = this.locale;
    const short = full.split(/[_-]/)[0] ?? full;
    const prefix = this.manifest.prefix ?? '';
    const locales = full === short ? [full] : [full, short];
    return [
      ...locales.map((l) => `${l}__RG__${name}`),
      ...(prefix ? [`${prefix}${name}`] : []),
      ...locales.map((l) => `${name}.${l}`),
      ...(prefix ? locales.map((l) => `${prefix}${name}.${l}`) : []),
      // A page that gives only its language (`pt`) still gets the variant its
      // region was dumped under (`name.pt_PT`) rather than the default page.
      ...(full === short ? this.regionVariants(name, short) : []),
      name,
    ];
  }

  private regionVariants(name: string, language: string): string[] {
    const start = `${name}.${language}_`;
    return Object.keys(this.manifest.routes)
      .filter((key) => key.startsWith(start))
      .slice(0, 1);
  }

  resolve(name: string): ResolvedRoute {
    for (const candidate of this.candidates(name)) {
      const definition = own(this.manifest.routes, candidate);
      if (definition) return { name: candidate, definition };
    }
    throw new RouteError(name, undefined, 'no such route in the manifest');
  }

  has(name: string): boolean {
    return this.candidates(name).some((candidate) =>
      Object.hasOwn(this.manifest.routes, candidate),
    );
  }

  methods(name: RouteName | string): string[] {
    return this.resolve(name).definition.methods;
  }

  private buildTokens(
    name: string,
    route: RouteDefinition,
    tokens: RouteToken[],
    params: RouteParams,
    used: Set<string>,
  ): string {
    const defaults = asRecord(route.defaults);
    const requirements = asRecord(route.requirements) as Record<string, string>;
    let url = '';
    let optional = true;
    // Tokens are stored last-to-first, so trailing parameters equal to their
    // default can be dropped while walking.
    for (const token of tokens) {
      if (token[0] === 'text') {
        url = token[1] + url;
        optional = false;
        continue;
      }
      const [, separator, pattern, param, , important] = token;
      if (important === true) optional = false;
      const hasDefault = Object.hasOwn(defaults, param);
      const given = scalarToString(name, param, params[param]);
      used.add(param);
      const defaultValue = hasDefault ? scalarToString(name, param, defaults[param]) : undefined;
      const differsFromDefault = given !== undefined && given !== defaultValue;
      if (optional && hasDefault && !differsFromDefault) continue; // trailing default drops out
      let value = given ?? defaultValue;
      if (value === undefined) {
        if (optional && !hasDefault) continue;
        throw new RouteError(name, param, 'is required');
      }
      const requirement = own(requirements, param) ?? pattern ?? DEFAULT_PATTERN;
      const matcher = new RegExp(`^(?:${toJsPattern(requirement)})$`, 'u');
      if (!(value === '' && optional) && !matcher.test(value)) {
        throw new RouteError(
          name,
          param,
          `value ${JSON.stringify(value.slice(0, 60))} does not match ${requirement}`,
        );
      }
      // A whole segment of `.` or `..` would be resolved away by the URL parser
      // (encoded as %2E too), sending the call to another path.
      if (
        (value === '.' || value === '..') &&
        separator === '/' &&
        (url === '' || /^[/?#]/.test(url))
      ) {
        throw new RouteError(name, param, `"${value}" cannot be a path segment`);
      }
      value = encodePathValue(value);
      if (value !== '' || !optional) url = separator + value + url;
      optional = false;
    }
    return url;
  }

  /** Builds the URL of a named route. Never builds a wrong one: bad parameters throw a RouteError. */
  generate(name: RouteName, params: RouteParams = {}, options: GenerateOptions = {}): string {
    const { name: resolved, definition } = this.resolve(name);
    const withLocale = { ...params };
    if (withLocale._locale === undefined) withLocale._locale = this.locale;
    const used = new Set<string>(['_locale']);
    let path = this.buildTokens(resolved, definition, definition.tokens, withLocale, used);
    if (path === '') path = '/';
    const host = definition.hosttokens.length
      ? this.buildTokens(resolved, definition, definition.hosttokens, withLocale, used)
      : '';
    const defaults = asRecord(definition.defaults);
    const extra = Object.create(null) as Record<string, unknown>; // keeps a `__proto__` key as data
    for (const [key, value] of Object.entries(params)) {
      if (used.has(key) || Object.hasOwn(defaults, key)) continue;
      extra[key] = value;
    }
    const query = buildQueryString(extra);
    const url = `${this.manifest.base_url ?? ''}${path}${query ? `?${query}` : ''}`;

    const currentScheme = this.location.protocol.replace(/:$/, '') || this.manifest.scheme;
    const scheme =
      definition.schemes.length && !definition.schemes.includes(currentScheme)
        ? (definition.schemes[0] as string)
        : currentScheme;
    const manifestHost = this.manifest.host + (this.manifest.port ? `:${this.manifest.port}` : '');
    const targetHost = host || manifestHost || this.location.host;
    const needsAbsolute =
      options.absolute || (host !== '' && host !== this.location.host) || scheme !== currentScheme;
    return needsAbsolute ? `${scheme}://${targetHost}${url}` : url;
  }
}
