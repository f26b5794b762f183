import * as v from 'valibot';

/**
 * A number written as text: what `Number()` reads, less what a person or a DECIMAL column never
 * writes (hex, binary, `Infinity`, the empty string Number reads as 0). Spaces around it are allowed.
 */
const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/;

/**
 * The one numeric coercion of the bundle: a finite number, or a numeric string (Doctrine sends
 * DECIMAL columns as `"45.50"`, some routes ids as text) read as one; null for anything else.
 */
export function finiteNumber(value: unknown): number | null {
  const n = typeof value === 'string' ? (NUMERIC.test(value) ? Number(value) : NaN) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The same coercion at an API boundary: a number or a numeric string, as a finite number. */
export const wireNumber = v.pipe(
  v.union([v.number(), v.string()]),
  v.transform((value: string | number) => finiteNumber(value)),
  v.number('a number'),
);
