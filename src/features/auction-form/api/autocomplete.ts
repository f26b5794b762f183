import { apiRequest, type ApiRequest } from '@/core/http/client';
import { encodePathValue } from '@/core/router/encode';
import { getRouter } from '@/core/router/get-router';
import { carAutocompleteAnswerSchema, itemAutocompleteAnswerSchema } from './autocomplete-answer';
import { parseAnswer } from './parse-answer';

/** Which list the name field suggests from; it follows the item category (spec sections 3 and 7). */
export type AutocompleteKind = 'car' | 'motorcycle' | 'removal' | 'item';

/** Spec section 9. */
const AUTOCOMPLETE_LIMIT = 20;

export interface CarSeries {
  id: number;
  text: string;
  length: number;
  width: number;
  height: number;
  weight: number;
}

export interface CarGeneration {
  id: number;
  text: string;
  series: CarSeries[];
}

export interface CarSuggestion {
  id: number;
  name: string;
  generations: CarGeneration[];
}

/** A simple item, a motorcycle or a removal item. */
export interface ItemSuggestion {
  id: number;
  name: string;
  width: number;
  length: number;
  height: number;
  weight: number;
}

export type Suggestion<K extends AutocompleteKind> = K extends 'car'
  ? CarSuggestion
  : ItemSuggestion;

const CAR_SLUGS = new Set(['car', 'van', 'classic-car', 'damaged-car']);
const MOTORCYCLE_SLUGS = new Set(['motorcycle', 'scooter', 'quad']);
const REMOVAL_SLUGS = new Set([
  'moving-boxes',
  'household-appliance',
  'office-furniture',
  'office-equipment',
]);

/**
 * Cars and motorcycles by their item category; household goods suggest from
 * the removal list in a removal auction (or for a removal-only item
 * category); everything else from the simple-item list.
 */
export function autocompleteKind(
  itemCategorySlug: string | null | undefined,
  isRemovalAuction: boolean,
): AutocompleteKind {
  const slug = itemCategorySlug ?? '';
  if (CAR_SLUGS.has(slug)) return 'car';
  if (MOTORCYCLE_SLUGS.has(slug)) return 'motorcycle';
  if (isRemovalAuction || REMOVAL_SLUGS.has(slug)) return 'removal';
  return 'item';
}

/** The tag of the simple-item list; the API knows `motorcycle`, `removal` and a generic tag. */
const SIMPLE_ITEM_TAG = 'item';

const SORT_TYPE: Record<Exclude<AutocompleteKind, 'car'>, string> = {
  motorcycle: 'sort_weight',
  removal: 'sort_exact',
  item: 'sort_exact',
};

/**
 * The seed's calls (spec section 7), spelled out rather than generated: a
 * router leaves a trailing parameter equal to its route default out of the
 * path, and a page's route dump may give the limit that default, while the
 * seed always sends `/20`. Cars go to `{host}` (the router's scheme and host),
 * the item lists to the page's own origin. The language is the locale's two
 * letters. A text that is a dot segment would walk up the path: null, no call.
 */
export function autocompleteUrl(
  kind: AutocompleteKind,
  locale: string,
  text: string,
  host: string,
): string | null {
  if (text === '.' || text === '..') return null;
  const lang2 = locale.slice(0, 2).toLowerCase();
  const typed = encodePathValue(text);
  if (kind === 'car') return `${host}/autocomplete/car/${lang2}/${typed}/${AUTOCOMPLETE_LIMIT}`;
  const tag = kind === 'item' ? SIMPLE_ITEM_TAG : kind;
  return `/autocomplete/item/${lang2}/${tag}/${typed}/${AUTOCOMPLETE_LIMIT}?sort_type=${SORT_TYPE[kind]}`;
}

/** The request for a text: the URL of `autocompleteUrl`, named by its route in errors and reports. */
export function autocompleteRequest(
  kind: AutocompleteKind,
  locale: string,
  text: string,
  host: string,
): ApiRequest | null {
  const url = autocompleteUrl(kind, locale, text, host);
  if (url === null) return null;
  return { route: kind === 'car' ? 'autocomplete_car' : 'autocomplete_item', url };
}

/** `{host}` of the car call: the router's scheme and host (the page's, or the dump's without a page). */
async function routerHost(): Promise<string> {
  const router = await getRouter();
  const host = router.getHost();
  if (!host) return '';
  return `${router.getScheme() ? `${router.getScheme()}:` : ''}//${host}`;
}

/** The cache key: the same text (ignoring case and outer spaces) asks once. */
export const cacheKey = (kind: AutocompleteKind, lang: string, text: string): string =>
  `${kind}|${lang}|${text.trim().toLocaleLowerCase()}`;

type Requester = (request: ApiRequest) => Promise<unknown>;
type HostOf = () => Promise<string>;

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
  hostOf: HostOf = routerHost,
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
    const call = autocompleteRequest(kind, lang, trimmed, kind === 'car' ? await hostOf() : '');
    // A text that cannot be a path segment ("..") simply has no suggestions.
    if (!call) return [];
    // Expected failures (a customer offline) must not flood Sentry: apiRequest reports by its own rules.
    const answer = await request({ ...call, signal });
    const rows = (parseRows(kind, answer) as Suggestion<K>[]).slice(0, AUTOCOMPLETE_LIMIT);
    cache.set(key, rows);
    return rows;
  }

  return { search, clear: () => cache.clear(), size: () => cache.size };
}

/** The page-wide source: every item row shares one cache. */
export const autocomplete = createAutocomplete();

/** Cars and motorcycles are named by make and model: their suggestions edit the `model` field. */
export const editsModel = (kind: AutocompleteKind): boolean =>
  kind === 'car' || kind === 'motorcycle';
