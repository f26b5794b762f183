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
  from: Pick<Address, 'countryCode'>;
  to: Pick<Address, 'countryCode'>;
  items: readonly Item[];
}

/**
 * The parameters, or null when an estimate makes no sense yet: another
 * currency, no category, no distance, or no item with a category and a
 * weight or a dimension.
 */
export function predictionParams(source: EstimateSource): PredictionParams | null {
  if (!hasPriceModel(source.currency) || source.categoryId === null || !source.distance)
    return null;
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
    distance: source.distance,
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
  const answer = await apiRequest<{ data?: unknown }>({
    route: 'api_post_prediction',
    method: 'POST',
    params: { model: PREDICTION_MODEL },
    json: params,
    signal: options.signal,
    timeout: options.timeout ?? PREDICTION_TIMEOUT_MS,
  });
  const raw = answer?.data;
  const value = typeof raw === 'string' ? Number(raw) : raw;
  return typeof value === 'number' && Number.isFinite(value) && value > 0
    ? Math.round(value)
    : null;
}

/** The estimate in the page's currency and locale (e.g. "1 850 zł", "€1,850"). */
export function formatEstimate(value: number, currency: string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(value);
}
