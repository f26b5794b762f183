import * as v from 'valibot';
import { wireNumber } from '@/core/validation/finite-number';

/**
 * Building blocks of the answer schemas. Real backends send Doctrine DECIMAL
 * columns as strings ("45.50") and leave optional columns out or null, so a
 * number accepts a numeric string and an optional field accepts null or
 * absence. Anything else (an object where a name is expected, "abc" where a
 * number is) fails the parse: the answer is then a "bad answer", not data.
 * Numbers are core's `wireNumber` (core/validation/finite-number.ts), the bundle's one coercion.
 */
export const wireInteger = v.pipe(wireNumber, v.integer());

/** An id: an integer or a numeric string (some routes send ids as text). */
export const wireId = v.pipe(wireInteger, v.minValue(0));

export const optionalNumber = v.nullish(wireNumber, null);
export const optionalId = v.nullish(wireId, null);
export const optionalString = v.nullish(v.string(), null);
export const optionalBoolean = v.nullish(
  v.pipe(
    v.union([v.boolean(), v.picklist([0, 1, '0', '1'])]),
    v.transform((value) => value === true || value === 1 || value === '1'),
  ),
  null,
);

/** A list that may be missing (null or left out) means "none". */
export const optionalList = <T extends v.GenericSchema>(item: T) =>
  v.pipe(
    v.nullish(v.array(item), []),
    v.transform((list) => list ?? []),
  );

/** Text the API may send as a number (a building number, a production year). */
export const wireText = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((value) => String(value)),
);

/** An id of another system, kept as it came. */
export const wireNumberOrText = v.union([v.number(), v.string()]);
