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

/** A piece of the path and, for a value, the parameter it came from. */
interface Piece {
  text: string;
  param?: string;
}

/**
 * A `.` or `..` segment is resolved away by the URL parser, even spelt `%2E` as Symfony spells it
 * (WHATWG URL): a value that makes one is refused, the route's own text is spelt as Symfony does.
 */
function dotSegmentsChecked(input: TokenInput, pieces: Piece[]): string {
  const url = pieces.map((piece) => piece.text).join('');
  if (!url.includes('/.')) return url;
  const owner: Array<string | undefined> = [];
  for (const piece of pieces)
    for (let i = 0; i < piece.text.length; i += 1) owner.push(piece.param);
  let at = 0;
  const segments = url.split('/').map((segment) => {
    const from = at;
    at += segment.length + 1;
    if (segment !== '.' && segment !== '..') return segment;
    const param = owner.slice(from, from + segment.length).find((p) => p !== undefined);
    if (param !== undefined)
      throw new RouteError(
        input.route,
        param,
        `would make "${segment}" a path segment, which the URL parser resolves away`,
      );
    return segment === '.' ? '%2E' : '%2E%2E';
  });
  return segments.join('/');
}

/**
 * UrlGenerator::doGenerate's path loop. Tokens run last piece first, so a trailing variable
 * equal to its default (and not marked important `{!x}`) drops out.
 */
export function buildPath(input: TokenInput, tokens: RouteToken[], used: Set<string>): string {
  const pieces: Piece[] = [];
  let optional = true;
  for (const token of tokens) {
    if (token[0] === 'text') {
      pieces.unshift({ text: encodePathText(token[1]) });
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
      pieces.unshift(
        { text: encodePathText(separator) },
        { text: encodeValue(input, name, value), param: name },
      );
      optional = false;
    }
  }
  return dotSegmentsChecked(input, pieces);
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
