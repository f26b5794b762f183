import { RouteError } from '@/core/errors/errors';
import type { RouteDefinition, RouteManifest, RouteToken } from '@/core/router/manifest';

// Hand-written routes in the FOSJsRouting dump format (tokens last piece first), for the router's
// tests: the rules are tested apart from the shipped manifest and its builder.

export const text = (value: string): RouteToken => ['text', value];

export const variable = (name: string, regex = '[^/]++', separator = '/'): RouteToken => [
  'variable',
  separator,
  regex,
  name,
  true,
];

export const route = (
  tokens: RouteToken[],
  extra: Partial<RouteDefinition> = {},
): RouteDefinition => ({
  tokens,
  defaults: [],
  requirements: [],
  hosttokens: [],
  methods: ['GET'],
  schemes: [],
  ...extra,
});

/**
 * A whole dump of the test's own routes: the context of a page on http://localhost/, as the bundle
 * dumps it, with `context` changing any of it.
 */
export const routeDump = (
  routes: Record<string, RouteDefinition>,
  context: Partial<Omit<RouteManifest, 'routes'>> = {},
): RouteManifest => ({
  base_url: '',
  prefix: '',
  host: 'localhost',
  port: '',
  scheme: 'http',
  locale: 'en',
  ...context,
  routes,
});

/** The RouteError `fn` throws; any other outcome fails the test. */
export function routeError(fn: () => unknown): RouteError {
  try {
    fn();
  } catch (error) {
    if (error instanceof RouteError) return error;
    throw error;
  }
  throw new Error('expected a RouteError');
}
