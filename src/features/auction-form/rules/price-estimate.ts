import { finiteNumber } from '@/core/validation/finite-number';
import type { Address } from '../model/address';
import type { Item, MEASUREMENT_FIELDS } from '../model/item';

/** Spec sections 4 and 9: only these currencies have a price model. */
const ESTIMATE_CURRENCIES = ['PLN', 'EUR'] as const;

export const hasPriceModel = (currency: string | null | undefined): boolean =>
  (ESTIMATE_CURRENCIES as readonly string[]).includes((currency ?? '').toUpperCase());

/** An item as the price model is given it: a category, its measurements and a count of at least one. */
export type EstimateItem = Pick<Item, (typeof MEASUREMENT_FIELDS)[number]> & {
  itemCategoryId: number;
  itemsNumber: number;
};

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

const coordinate = finiteNumber;

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

/** The model's input as one string: an edit that changes nothing the model reads changes nothing; '' when no estimate applies. */
export const estimateKey = (params: PredictionParams | null): string =>
  params ? JSON.stringify(params) : '';

export interface EstimateState {
  priceEstimation: number | null;
  /** The key of the items (and route) the stored figure was computed for. */
  computedFor: string | null;
}

/**
 * The estimate that may be shown and posted (issue: a stale figure was
 * posted): the stored figure only when it was computed for exactly the
 * items and route there are now; otherwise none.
 */
export const currentEstimate = (stored: EstimateState, key: string): number | null =>
  key !== '' && stored.computedFor === key ? stored.priceEstimation : null;
