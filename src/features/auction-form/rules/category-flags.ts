/**
 * What a shipping category allows on the details screen. The spec leaves the
 * lists open; these follow what couriers can price without seeing the load.
 */

/** Removals ask for floors and lifts at both ends. */
const REMOVAL_SLUGS = new Set([
  'household-removals',
  'flat-removal',
  'house-removal',
  'office-removal',
  'student-move',
]);

/** Standard loads: a set price for instant booking and fixed-price offers make sense. */
const BOOKING_SLUGS = new Set(['cars', 'motorcycles', 'pallets', 'parcels']);

const any = (slugs: ReadonlyArray<string | null | undefined>, set: ReadonlySet<string>): boolean =>
  slugs.some((slug) => !!slug && set.has(slug));

/** `slugs`: the auction's category and main category. */
export const isRemovalCategory = (slugs: ReadonlyArray<string | null | undefined>): boolean =>
  any(slugs, REMOVAL_SLUGS);
export const allowsBooking = (slugs: ReadonlyArray<string | null | undefined>): boolean =>
  any(slugs, BOOKING_SLUGS);
