import { parseAnswer } from '../api/parse-answer';
import { predictionAnswerSchema } from '../api/prediction-answer';
import { apiRequest } from '../../../core/http/client';
import type { Address } from '../model/address';
import type { Item } from '../model/item';

/** Spec sections 4 and 9: only these currencies have a price model. */
export const ESTIMATE_CURRENCIES = ['PLN', 'EUR'] as const;
/** The model segment of `/api/prediction/{model}`. */
export const PREDICTION_MODEL = 'auction_price';
/** A late estimate is useless: the customer has moved on. */
export const PREDICTION_TIMEOUT_MS = 8000;

export const hasPriceModel = (currency: string | null | undefined): boolean =>
  (ESTIMATE_CURRENCIES as readonly string[]).includes((currency ?? '').toUpperCase());

export interface EstimateItem {
  itemCategoryId: number;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  itemsNumber: number;
}

/** What the price model is given; the spec leaves the exact parameters open. */
export interface PredictionParams {
  currency: string;
  categoryId: number;
  distance: number | null;
  fromCountryCode: string | null;
  toCountryCode: string | null;
  dateFixed: boolean;
  totalWeight: number;
  items: EstimateItem[];
}

export interface EstimateSource {
  currency: string;
  categoryId: number | null;
  distance: number | null;
  dateFixed: boolean;
  totalWeight: number;
  from: Pick<Address, 'countryCode' | 'lat' | 'lng'>;
  to: Pick<Address, 'countryCode' | 'lat' | 'lng'>;
  items: readonly Item[];
}

/** Roads are about a quarter longer than the straight line between two places. */
const ROAD_FACTOR = 1.25;
const EARTH_RADIUS_KM = 6371;

const coordinate = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** Road km estimated from coordinates, for when the route's distance has not arrived yet; null without coordinates. */
export function approximateDistance(
  from: Pick<Address, 'lat' | 'lng'>,
  to: Pick<Address, 'lat' | 'lng'>,
): number | null {
  const lat1 = coordinate(from.lat);
  const lng1 = coordinate(from.lng);
  const lat2 = coordinate(to.lat);
  const lng2 = coordinate(to.lng);
  if (lat1 === null || lng1 === null || lat2 === null || lng2 === null) return null;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const a =
    Math.sin(rad(lat2 - lat1) / 2) ** 2 +
    Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(rad(lng2 - lng1) / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a)) * ROAD_FACTOR);
}

/**
 * The parameters, or null when an estimate makes no sense yet: another
 * currency, no category, no distance (neither the route's nor one from the
 * coordinates), or no item with a category and a weight or a dimension.
 */
export function predictionParams(source: EstimateSource): PredictionParams | null {
  if (!hasPriceModel(source.currency) || source.categoryId === null) return null;
  const distance = source.distance || approximateDistance(source.from, source.to);
  if (!distance) return null;
  const items: EstimateItem[] = source.items
    .filter(
      (i) =>
        i.itemCategoryId !== null &&
        [i.weight, i.length, i.width, i.height].some((v) => typeof v === 'number' && v > 0),
    )
    .map((i) => ({
      itemCategoryId: i.itemCategoryId as number,
      length: i.length,
      width: i.width,
      height: i.height,
      weight: i.weight,
      itemsNumber: i.itemsNumber && i.itemsNumber > 0 ? i.itemsNumber : 1,
    }));
  if (items.length === 0) return null;
  return {
    currency: source.currency.toUpperCase(),
    categoryId: source.categoryId,
    distance,
    fromCountryCode: source.from.countryCode,
    toCountryCode: source.to.countryCode,
    dateFixed: source.dateFixed,
    totalWeight: source.totalWeight,
    items,
  };
}

/**
 * Spec section 7: the estimate is `data` of the answer; a currency without a
 * model makes no call and gives false. A missing or unusable figure is null.
 */
export async function fetchPriceEstimate(
  params: PredictionParams,
  options: { signal?: AbortSignal; timeout?: number } = {},
): Promise<number | null | false> {
  if (!hasPriceModel(params.currency)) return false;
  const answer = await apiRequest<unknown>({
    route: 'api_post_prediction',
    method: 'POST',
    params: { model: PREDICTION_MODEL },
    json: params,
    signal: options.signal,
    timeout: options.timeout ?? PREDICTION_TIMEOUT_MS,
  });
  const { data: value } = parseAnswer('api_post_prediction', predictionAnswerSchema, answer);
  return value !== null && value > 0 ? Math.round(value) : null;
}

/** The estimate in the page's currency and locale (e.g. "1 850 zł", "€1,850"). */
export function formatEstimate(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(value);
}
