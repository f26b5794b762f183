import * as v from 'valibot';
import { WidgetError } from '../errors/errors';
import type { RouteManifest } from './manifest';

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

/** The route dump could not be used: names the URL and what its server did. */
export class RouteDumpError extends WidgetError {
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    readonly detail: string,
  ) {
    super(`Route dump ${url} ${detail}`, 'RouteDumpError');
  }
}

// `/**/name(` … `);` — the comment guards against a Flash content-type sniff.
const JSONP =
  /^\s*(?:\/\*\*\/)?\s*[A-Za-z_$][\w$.]*(?:\[[^\]]*\][\w$.]*)*\s*\(([\s\S]*)\)\s*;?\s*$/;

/** The JSON text of a dump body, JSON or JSONP; never evaluated as script. */
export function unwrapJsonp(body: string): string {
  const trimmed = body.trim();
  if (trimmed.startsWith('{')) return trimmed;
  const match = JSONP.exec(trimmed);
  return match?.[1] ?? trimmed;
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

/** Reads a route dump body (JSON or the controller's JSONP) into a manifest, or throws RouteDumpError. */
export function readRouteDump(url: string, status: number, body: string): RouteManifest {
  let data: unknown;
  try {
    data = JSON.parse(unwrapJsonp(body));
  } catch {
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

/** The error for a non-2xx answer, with the usual cause spelt out. */
function statusError(url: string, status: number): RouteDumpError {
  const emptyCallback = status === 400 && /[?&]callback=(?:&|#|$)/.test(url);
  return new RouteDumpError(
    url,
    status,
    `answered HTTP ${status}, expected 200 with a FOSJsRouting dump` +
      (emptyCallback
        ? ' (an empty "callback" parameter is refused: drop it from the path() call)'
        : ''),
  );
}

/** Fetches a route dump with a time-out; every failure is a RouteDumpError. */
export async function fetchRouteDump(url: string, timeoutMs: number): Promise<RouteManifest> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let response: Response;
    let body: string;
    try {
      response = await fetch(url, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json, application/javascript' },
        signal: controller.signal,
      });
      if (!response.ok) throw statusError(url, response.status);
      body = await response.text();
    } catch (error) {
      if (error instanceof RouteDumpError) throw error;
      if (controller.signal.aborted)
        throw new RouteDumpError(url, undefined, `did not answer within ${timeoutMs} ms`);
      throw new RouteDumpError(url, undefined, 'could not be fetched (network error)');
    }
    return readRouteDump(url, response.status, body);
  } finally {
    clearTimeout(timer);
  }
}
