import type * as v from 'valibot';
import { RouteError } from '@/core/errors/errors';
import { logError, reportError } from '@/core/errors/report';
import { apiRequest, reportFailure, toApiError, type ApiRequest } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import { encodePathValue } from '@/core/router/encode';
import { loadRouter } from '@/core/router/load-router';
import { formatRouteProblem, MISSING_ROUTE } from '@/core/router/route-problems';
import type { Router, RouteParams } from '@/core/router/router';
import type { AutocompleteKind } from '../rules/autocomplete-kind';
import { carAutocompleteAnswerSchema, itemAutocompleteAnswerSchema } from './autocomplete-answer';

/** Spec section 9. */
const AUTOCOMPLETE_LIMIT = 20;

/** A make and model with its generations and series, as the answer's schema reads it. */
export type CarSuggestion = v.InferOutput<typeof carAutocompleteAnswerSchema>[number];
export type CarSeries = CarSuggestion['generations'][number]['series'][number];
/** A simple item, a motorcycle or a removal item. */
export type ItemSuggestion = v.InferOutput<typeof itemAutocompleteAnswerSchema>[number];

export type Suggestion<K extends AutocompleteKind> = K extends 'car'
  ? CarSuggestion
  : ItemSuggestion;

/** The tag of the simple-item list; the API knows `motorcycle`, `removal` and a generic tag. */
const SIMPLE_ITEM_TAG = 'item';

const SORT_TYPE: Record<Exclude<AutocompleteKind, 'car'>, string> = {
  motorcycle: 'sort_weight',
  removal: 'sort_exact',
  item: 'sort_exact',
};

/** A text with a `.` or `..` segment (`..`, `1/../2`) would walk up the path: it makes no call. */
const hasDotSegment = (text: string): boolean =>
  text.split('/').some((segment) => segment === '.' || segment === '..');

const lang2 = (locale: string): string => locale.slice(0, 2).toLowerCase();

export interface AutocompleteCall {
  route: 'autocomplete_car' | 'autocomplete_item';
  params: RouteParams;
}

/**
 * The seed's call for a text (spec section 7) as a route name and its parameters, resolved through
 * the page's route dump like every other request: the dump decides path, host and scheme (a car
 * route on its own host included). The language is the locale's two letters. The router leaves the
 * limit out of the path when it equals the route's default (`/autocomplete/car/pl/golf` for a route
 * whose `limit` defaults to 20), as Symfony's generator does; the route serves both. Null: no call.
 */
export function autocompleteCall(
  kind: AutocompleteKind,
  locale: string,
  text: string,
): AutocompleteCall | null {
  if (hasDotSegment(text)) return null;
  const lang = lang2(locale);
  if (kind === 'car')
    return { route: 'autocomplete_car', params: { lang, text, limit: AUTOCOMPLETE_LIMIT } };
  const tag = kind === 'item' ? SIMPLE_ITEM_TAG : kind;
  return {
    route: 'autocomplete_item',
    params: { lang, tag, text, limit: AUTOCOMPLETE_LIMIT, sort_type: SORT_TYPE[kind] },
  };
}

/**
 * The seed's literal path, used only when the page's dump lacks the route name: cars go to
 * `{host}` (the router's scheme and host), the item lists to the page's own origin.
 */
export function autocompleteUrl(
  kind: AutocompleteKind,
  locale: string,
  text: string,
  host: string,
): string | null {
  if (hasDotSegment(text)) return null;
  const typed = encodePathValue(text);
  if (kind === 'car')
    return `${host}/autocomplete/car/${lang2(locale)}/${typed}/${AUTOCOMPLETE_LIMIT}`;
  const tag = kind === 'item' ? SIMPLE_ITEM_TAG : kind;
  return `/autocomplete/item/${lang2(locale)}/${tag}/${typed}/${AUTOCOMPLETE_LIMIT}?sort_type=${SORT_TYPE[kind]}`;
}

/** `{host}` of the literal car call: the router's scheme and host. */
function routerHost(router: Router): string {
  const host = router.getHost();
  if (!host) return '';
  return `${router.getScheme() ? `${router.getScheme()}:` : ''}//${host}`;
}

type UrlOf = (
  call: AutocompleteCall,
  kind: AutocompleteKind,
  locale: string,
  text: string,
) => Promise<string | null>;

/**
 * The URL of a call through the page's dump; the literal path when the dump lacks the name (said
 * once per name, as `npm run check-routes` says it). Null when the site's route cannot carry the
 * text (its requirement refuses it): no suggestions, nothing to report.
 */
function dumpUrl(): UrlOf {
  const told = new Set<string>();
  return async (call, kind, locale, text) => {
    const router = await loadRouter();
    if (!router.has(call.route)) {
      if (!told.has(call.route)) {
        told.add(call.route);
        const problem = { widget: 'auction-form', route: call.route, problem: MISSING_ROUTE };
        logError(
          `[transport-widgets] ${formatRouteProblem(problem)}; suggestions use the path /autocomplete/${kind === 'car' ? 'car' : 'item'}/… meanwhile`,
        );
        reportError(new RouteError(call.route, undefined, MISSING_ROUTE), {
          widget: 'auction-form',
          kind: 'routes',
        });
      }
      return autocompleteUrl(kind, locale, text, routerHost(router));
    }
    try {
      return router.generate(call.route, call.params);
    } catch (error) {
      if (error instanceof RouteError && error.parameter === 'text') return null;
      const failure = toApiError(call.route, error);
      reportFailure(failure, call, 'GET');
      throw failure;
    }
  };
}

/** The cache key: the same text (ignoring case and outer spaces) asks once. */
export const cacheKey = (kind: AutocompleteKind, lang: string, text: string): string =>
  `${kind}|${lang}|${text.trim().toLocaleLowerCase()}`;

type Requester = (request: ApiRequest) => Promise<unknown>;

/** A null row or an object where a name is expected fails the whole answer: it is a bad answer, not "no results". */
const parseRows = (kind: AutocompleteKind, answer: unknown): unknown[] =>
  kind === 'car'
    ? parseAnswer('autocomplete_car', carAutocompleteAnswerSchema, answer)
    : parseAnswer('autocomplete_item', itemAutocompleteAnswerSchema, answer);

/**
 * An autocomplete source with its cache. Answers are kept by text for the
 * page's life; a failed or aborted request is not cached, so the next
 * keystroke asks again. The caller's signal aborts a stale request.
 */
export function createAutocomplete(
  request: Requester = (r) => apiRequest(r),
  urlOf: UrlOf = dumpUrl(),
) {
  const cache = new Map<string, unknown[]>();

  async function search<K extends AutocompleteKind>(
    kind: K,
    lang: string,
    text: string,
    signal?: AbortSignal,
  ): Promise<Suggestion<K>[]> {
    const trimmed = text.trim();
    if (!trimmed) return [];
    const key = cacheKey(kind, lang, trimmed);
    const hit = cache.get(key);
    if (hit) return hit as Suggestion<K>[];
    const call = autocompleteCall(kind, lang, trimmed);
    // A text that cannot be a path segment ("..") simply has no suggestions.
    const url = call && (await urlOf(call, kind, lang, trimmed));
    if (!call || !url) return [];
    // Expected failures (a customer offline) must not flood Sentry: apiRequest reports by its own rules.
    const answer = await request({ route: call.route, url, method: 'GET', signal });
    const rows = (parseRows(kind, answer) as Suggestion<K>[]).slice(0, AUTOCOMPLETE_LIMIT);
    cache.set(key, rows);
    return rows;
  }

  return { search, clear: () => cache.clear(), size: () => cache.size };
}

/** The page-wide source: every item row shares one cache. */
export const autocomplete = createAutocomplete();
