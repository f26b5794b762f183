import * as v from 'valibot';
import { redirectAnswer } from '../http/redirect-answer';
import type { RouteManifest } from './manifest';
import { RouteDumpError } from './route-dump-error';

/**
 * The route dump a page points at with `data-routes-url`: the answer of
 * FOSJsRoutingBundle's `fos_js_routing_js` controller. It answers JSON, or,
 * with a `callback` query parameter, JSONP (`/**\/cb({...});`); an empty
 * callback is answered 400 "Invalid JSONP callback value".
 */

const tokenSchema = v.array(v.union([v.string(), v.boolean()]));
// PHP serialises an empty associative array as `[]`.
const mapSchema = v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())]);
/**
 * Checked, never rewritten: the router reads a route as the dump has it, and `getRoute()` /
 * `getRoutes()` hand it back unchanged (router.js's getters; absent fields stay absent).
 */
const routeSchema = v.object({
  tokens: v.array(tokenSchema),
  defaults: v.optional(mapSchema),
  requirements: v.optional(mapSchema),
  hosttokens: v.optional(v.array(tokenSchema)),
  methods: v.optional(v.array(v.string())),
  schemes: v.optional(v.array(v.string())),
});

/** One source of the dump's shape; the context fields are filled in, routes are kept as they are. */
const routeDumpSchema = v.object({
  base_url: v.optional(v.string(), ''),
  routes: v.record(v.string(), routeSchema),
  prefix: v.optional(v.string(), ''),
  host: v.optional(v.string(), ''),
  port: v.optional(v.union([v.string(), v.number()]), ''),
  scheme: v.optional(v.string(), 'http'),
  locale: v.optional(v.string(), ''),
});

/** The largest dump read, in bytes: a real one (only exposed routes) is a few hundred KB. */
export const MAX_DUMP_BYTES = 4 * 1024 * 1024;

const CALLEE_START = /[A-Za-z_$]/;
const CALLEE_PART = /[\w$.]/;
const SPACE = /\s/;

/**
 * The JSON text of a dump body, JSON or the controller's JSONP `/**\/name(` … `);` (the comment
 * guards against a Flash content-type sniff); never evaluated as script. One pass over the body:
 * a regex with `\s*` on both sides of an optional `;` took minutes on a long whitespace tail.
 */
export function unwrapJsonp(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) return trimmed;
  let at = trimmed.startsWith('/**/') ? 4 : 0;
  while (SPACE.test(trimmed[at] ?? '')) at += 1;
  if (!CALLEE_START.test(trimmed[at] ?? '')) return trimmed;
  // The callback: dotted identifiers, each optionally indexed (`jQuery[0]`, `a.b['c']`).
  while (at < trimmed.length) {
    const c = trimmed[at]!;
    if (c === '[') {
      const close = trimmed.indexOf(']', at);
      if (close < 0) return trimmed;
      at = close + 1;
    } else if (CALLEE_PART.test(c)) at += 1;
    else break;
  }
  while (SPACE.test(trimmed[at] ?? '')) at += 1;
  if (trimmed[at] !== '(') return trimmed;
  let end = trimmed.length;
  if (trimmed[end - 1] === ';') end -= 1;
  while (end > at && SPACE.test(trimmed[end - 1]!)) end -= 1;
  if (trimmed[end - 1] !== ')') return trimmed;
  return trimmed.slice(at + 1, end - 1);
}

/** Checks a dump's shape; the message says where it is wrong (never a value from it). */
export function parseRouteDump(data: unknown): RouteManifest | string {
  const result = v.safeParse(routeDumpSchema, data);
  if (result.success)
    return { ...result.output, routes: (data as RouteManifest).routes } as RouteManifest;
  const issue = result.issues[0];
  const at = v.getDotPath(issue) ?? 'the document';
  const what =
    issue.input === undefined ? 'missing' : `expected ${issue.expected ?? 'another shape'}`;
  return `is not a FOSJsRouting dump (${at}: ${what})`;
}

/** A login page or an HTML error where the dump was asked for. */
const looksLikePage = (contentType: string, body: string): boolean =>
  /^\s*text\/html\b/i.test(contentType) || /^\uFEFF?\s*</.test(body.slice(0, 1024));

const PUBLIC_ACCESS_FIX =
  'A firewall that sends visitors to a login page must let this URL through anonymously ' +
  '(Symfony: `access_control: [{path: ^/js/routing, roles: PUBLIC_ACCESS}]`).';

/**
 * Said when the server answered with an HTML page. After a redirect (a reader that follows one)
 * it is the firewall's login page: the session ended, or the dump is not public. Without one it
 * is a page at a wrong URL, which a login would not cure.
 */
function pageError(url: string, status: number, redirectedTo: string | null): RouteDumpError {
  return new RouteDumpError(
    url,
    status,
    `was not read: the server answered with a page, not the route dump (HTTP ${status} text/html` +
      (redirectedTo ? `, after a redirect to ${redirectedTo}` : '') +
      `). ${PUBLIC_ACCESS_FIX}`,
    redirectedTo ? 'login' : 'unusable',
  );
}

/** A redirect left unfollowed: the path it named when the fetch shows it (browsers do not). */
function redirectError(url: string, response: Response): RouteDumpError {
  let to = '';
  try {
    const location = response.headers.get('Location');
    // The path only: the query may hold a token.
    if (location) to = ` to ${new URL(location, window.location.href).pathname}`;
  } catch {
    // An unreadable Location names no path.
  }
  return new RouteDumpError(
    url,
    response.status || undefined,
    `was not read: the server redirected it${to}, as a firewall sends an ended session to its login page. ${PUBLIC_ACCESS_FIX}`,
    'login',
  );
}

/** Reads a route dump body (JSON or the controller's JSONP) into a manifest, or throws RouteDumpError. */
export function readRouteDump(
  url: string,
  status: number,
  body: string,
  contentType = '',
  redirectedTo: string | null = null,
): RouteManifest {
  if (body.length > MAX_DUMP_BYTES) throw tooLarge(url, status);
  let data: unknown;
  try {
    data = JSON.parse(unwrapJsonp(body));
  } catch {
    if (looksLikePage(contentType, body)) throw pageError(url, status, redirectedTo);
    throw new RouteDumpError(
      url,
      status,
      `answered ${status} with a body that is neither JSON nor JSONP`,
    );
  }
  const manifest = parseRouteDump(data);
  if (typeof manifest === 'string') throw new RouteDumpError(url, status, manifest);
  return manifest;
}

function tooLarge(url: string, status: number | undefined): RouteDumpError {
  return new RouteDumpError(
    url,
    status,
    `is larger than ${MAX_DUMP_BYTES / 1024 / 1024} MB: expose only the routes the pages use (\`options: {expose: true}\`)`,
  );
}

/** The error for a non-2xx answer, with the usual cause and its fix spelt out. */
export function statusError(url: string, status: number): RouteDumpError {
  const emptyCallback = status === 400 && /[?&]callback=(?:&|#|$)/.test(url);
  const fix = emptyCallback
    ? ' (an empty "callback" parameter is refused: drop it from the path() call)'
    : status === 404
      ? " (is FOSJsRoutingBundle's routing imported? `config/routes/fos_js_routing.yaml`: `fos_js_routing: {resource: '@FOSJsRoutingBundle/Resources/config/routing/routing.php'}`)"
      : status === 401 || status === 403
        ? ' (a firewall refuses anonymous visitors: let this URL through, `access_control: [{path: ^/js/routing, roles: PUBLIC_ACCESS}]`)'
        : '';
  return new RouteDumpError(
    url,
    status,
    `answered HTTP ${status}, expected 200 with a FOSJsRouting dump${fix}`,
    // A 401 asks for a login (an ended session); a 403 refuses a visitor a login would not change.
    status === 401 ? 'login' : 'unusable',
  );
}

/** Rejects when `signal` aborts: a stream read raced against it stops at the time-out, whatever the stream does. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    const fail = () => reject(new DOMException('The route dump took too long', 'AbortError'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

/**
 * The body as text, read within the time-out and refused past MAX_DUMP_BYTES without reading the
 * rest. Each read is raced against the signal: not every fetch implementation ends a body stream
 * when its request is aborted.
 */
async function readBody(url: string, response: Response, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('Content-Length') ?? '');
  if (declared > MAX_DUMP_BYTES) {
    response.body?.cancel().catch(() => undefined);
    throw tooLarge(url, response.status);
  }
  const aborted = whenAborted(signal);
  aborted.catch(() => undefined);
  if (!response.body) return Promise.race([response.text(), aborted]);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  try {
    for (;;) {
      const { done, value } = await Promise.race([reader.read(), aborted]);
      if (done) return text + decoder.decode();
      bytes += value.byteLength;
      if (bytes > MAX_DUMP_BYTES) throw tooLarge(url, response.status);
      text += decoder.decode(value, { stream: true });
    }
  } catch (error) {
    reader.cancel().catch(() => undefined);
    throw error;
  }
}

/**
 * Fetches a route dump; every failure is a RouteDumpError. The time-out covers the whole answer,
 * headers and body: a server that sends its headers and then drips the body is cut off too. A
 * redirect is not followed, as the API client follows none: followed to a login page on another
 * origin it would end in a TypeError, read as a lost connection.
 */
export async function fetchRouteDump(url: string, timeoutMs: number): Promise<RouteManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        redirect: 'manual',
        headers: { Accept: 'application/json, application/javascript' },
        signal: controller.signal,
      });
      if (redirectAnswer(response)) {
        response.body?.cancel().catch(() => undefined);
        throw redirectError(url, response);
      }
      if (!response.ok) throw statusError(url, response.status);
      body = await readBody(url, response, controller.signal);
    } catch (error) {
      if (error instanceof RouteDumpError) throw error;
      if (controller.signal.aborted)
        throw new RouteDumpError(
          url,
          undefined,
          `did not answer within ${timeoutMs} ms`,
          'timeout',
        );
      throw new RouteDumpError(
        url,
        undefined,
        'could not be fetched: no answer reached the page (the visitor is offline, or the server is down)',
        'unreachable',
      );
    }
    return readRouteDump(url, response.status, body, response.headers.get('Content-Type') ?? '');
  } finally {
    clearTimeout(timer);
  }
}
