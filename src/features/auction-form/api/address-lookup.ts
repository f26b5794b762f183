import * as v from 'valibot';
import { reportError } from '@/core/errors/report';
import { apiRequest, type ApiRequest } from '@/core/http/client';
import { parseAnswer } from '@/core/http/parse-answer';
import {
  resolvedAnswerSchema,
  suggestionsAnswerSchema,
  type AddressSuggestion,
  type ResolvedAddress,
} from './address-lookup-schema';

export type { AddressSuggestion, ResolvedAddress } from './address-lookup-schema';

/** Spec section 9: autocompletes ask for at most 20 results. */
const SUGGESTION_LIMIT = 20;
/** Below this many characters a query matches half a continent; nothing is asked. */
const MIN_QUERY_LENGTH = 2;
/** Enough for a long session of typing; the oldest answers go first. */
const CACHE_SIZE = 100;

export interface AddressLookup {
  /** Places matching the text. Answers are cached by text; `signal` aborts a stale request. */
  suggest(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]>;
  /** The full address, with its addressDbId, of a chosen suggestion. */
  resolve(suggestion: AddressSuggestion, signal?: AbortSignal): Promise<ResolvedAddress>;
}

type Request = <T>(request: ApiRequest) => Promise<T>;

/** "  KRAKÓW " and "kraków" are the same question. */
export const normalizeQuery = (text: string): string =>
  text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** A Map that forgets its oldest entry past `size`. */
function boundedCache<T>(size: number) {
  const entries = new Map<string, T>();
  return {
    get(key: string): T | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: T): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > size) entries.delete(entries.keys().next().value as string);
    },
  };
}

/**
 * The form's one answer check (paths in the report, never the typed address), reported here because
 * the lookups run outside RTK Query and the client's reporting.
 */
function parseReported<S extends v.GenericSchema>(
  route: string,
  schema: S,
  answer: unknown,
): v.InferOutput<S> {
  try {
    return parseAnswer(route, schema, answer);
  } catch (error) {
    reportError(error, { widget: 'auction-form', kind: 'http', extra: { route } });
    throw error;
  }
}

export function createAddressLookup(request: Request = apiRequest): AddressLookup {
  const suggestions = boundedCache<AddressSuggestion[]>(CACHE_SIZE);
  const addresses = boundedCache<ResolvedAddress>(CACHE_SIZE);

  return {
    async suggest(text, signal) {
      const query = normalizeQuery(text);
      if (query.length < MIN_QUERY_LENGTH) return [];
      const cached = suggestions.get(query);
      if (cached) return cached;
      const answer = await request<unknown>({
        route: 'api_address_info_by_name',
        method: 'POST',
        json: { name: text.trim(), limit: SUGGESTION_LIMIT },
        signal,
      });
      const { data } = parseReported('api_address_info_by_name', suggestionsAnswerSchema, answer);
      const rows = data.slice(0, SUGGESTION_LIMIT);
      suggestions.set(query, rows);
      return rows;
    },

    async resolve(suggestion, signal) {
      const key = `${suggestion.placeId}|${suggestion.street ?? ''}|${suggestion.buildingNr ?? ''}`;
      const cached = addresses.get(key);
      if (cached) return cached;
      const answer = await request<unknown>({
        route: 'api_address_info_by_place_id',
        method: 'POST',
        json: {
          placeId: suggestion.placeId,
          street: suggestion.street ?? null,
          buildingNr: suggestion.buildingNr ?? null,
        },
        signal,
      });
      const { data } = parseReported('api_address_info_by_place_id', resolvedAnswerSchema, answer);
      addresses.set(key, data);
      return data;
    },
  };
}

/** The page's lookup: one cache shared by the from and the to field. */
export const addressLookup: AddressLookup = createAddressLookup();
