import { RouteError } from '../errors/errors';
import { encodePathText, encodePathValue, NotUnicode } from './encode';
import type { RouteToken } from './manifest';
import { requirementMatcher, UnreadablePattern } from './pcre';
import { own, phpString } from './values';

export interface TokenInput {
  route: string;
  defaults: Record<string, unknown>;
  requirements: Record<string, unknown>;
  /** given parameters; undefined and null mean "not given" */
  params: Record<string, unknown>;
}

const DEFAULT_PATH_PATTERN = '[^/]++';
const DEFAULT_HOST_PATTERN = '[^\\.]++';
// What would end the host or change the URL's meaning, whatever the requirement allows.
const NOT_IN_HOST = /[\s/?#@:\\[\]%<>^|"`{}\p{Cc}]/u;

function readToken(route: string, token: unknown): RouteToken {
  if (
    Array.isArray(token) &&
    ((token[0] === 'text' && typeof token[1] === 'string') ||
      (token[0] === 'variable' &&
        typeof token[1] === 'string' &&
        typeof token[3] === 'string' &&
        (token[2] === undefined || typeof token[2] === 'string')))
  )
    return token as RouteToken;
  throw new RouteError(
    route,
    undefined,
    `the manifest has a malformed token ${JSON.stringify(token)}`,
  );
}

export function readTokens(route: string, tokens: unknown): RouteToken[] {
  if (tokens === undefined) return [];
  if (!Array.isArray(tokens))
    throw new RouteError(route, undefined, 'the manifest tokens are not a list');
  return tokens.map((t) => readToken(route, t));
}

/** The value a variable takes: given (undefined/null = not given), else its default, else refused. */
function valueOf(input: TokenInput, name: string): { value: string; given: boolean } {
  const given = input.params[name];
  if (given !== undefined && given !== null)
    return { value: phpString(input.route, name, given) ?? '', given: true };
  if (Object.hasOwn(input.defaults, name))
    return { value: phpString(input.route, name, input.defaults[name]) ?? '', given: false };
  throw new RouteError(input.route, name, 'is required');
}

function check(
  input: TokenInput,
  name: string,
  pattern: string | undefined,
  fallback: string,
  value: string,
) {
  const fromRoute = own(input.requirements, name);
  const requirement =
    pattern || (typeof fromRoute === 'string' && fromRoute !== '' ? fromRoute : fallback);
  let matcher: RegExp;
  try {
    matcher = requirementMatcher(requirement);
  } catch (error) {
    if (!(error instanceof UnreadablePattern)) throw error;
    throw new RouteError(
      input.route,
      name,
      `requirement ${requirement} cannot be read: ${error.message}`,
    );
  }
  if (!matcher.test(value))
    throw new RouteError(
      input.route,
      name,
      `value ${JSON.stringify(value.slice(0, 60))} does not match ${requirement}`,
    );
}

function encodeValue(input: TokenInput, name: string, value: string): string {
  try {
    return encodePathValue(value);
  } catch (error) {
    if (error instanceof NotUnicode) throw new RouteError(input.route, name, error.message);
    throw error;
  }
}

/**
 * UrlGenerator::doGenerate's path loop. Tokens run last piece first, so a trailing variable
 * equal to its default (and not marked important `{!x}`) drops out.
 */
export function buildPath(input: TokenInput, tokens: RouteToken[], used: Set<string>): string {
  let url = '';
  let optional = true;
  for (const token of tokens) {
    if (token[0] === 'text') {
      url = encodePathText(token[1]) + url;
      optional = false;
      continue;
    }
    const [, separator, pattern, name, , important] = token;
    used.add(name);
    const { value, given } = valueOf(input, name);
    const hasDefault = Object.hasOwn(input.defaults, name);
    const defaultValue = hasDefault
      ? phpString(input.route, name, input.defaults[name])
      : undefined;
    if (
      !optional ||
      important === true ||
      !hasDefault ||
      (given && value !== (defaultValue ?? ''))
    ) {
      check(input, name, pattern, DEFAULT_PATH_PATTERN, value);
      // A whole segment of `.` or `..` is resolved away by the URL parser (even as %2E).
      if (
        (value === '.' || value === '..') &&
        separator === '/' &&
        (url === '' || url.startsWith('/'))
      )
        throw new RouteError(input.route, name, `"${value}" cannot be a path segment`);
      url = separator + encodeValue(input, name, value) + url;
      optional = false;
    }
  }
  return url;
}

/** Host tokens are never optional and never percent-encoded; a value must stay inside the host. */
export function buildHost(input: TokenInput, tokens: RouteToken[], used: Set<string>): string {
  let host = '';
  for (const token of tokens) {
    if (token[0] === 'text') {
      host = token[1] + host;
      continue;
    }
    const [, separator, pattern, name] = token;
    used.add(name);
    const { value } = valueOf(input, name);
    check(input, name, pattern, DEFAULT_HOST_PATTERN, value);
    if (NOT_IN_HOST.test(value))
      throw new RouteError(
        input.route,
        name,
        `value ${JSON.stringify(value.slice(0, 60))} cannot be part of a host`,
      );
    host = separator + value + host;
  }
  return host;
}
