/**
 * Lighthouse's simulated throttling multiplies the host's own task times by its CPU slowdown (4× by
 * default), so a slow host scores low whatever the page does. Lighthouse's throttling docs
 * ("Calibrating the CPU slowdown") say the default 4× takes a run in the high-end desktop bracket
 * (benchmarkIndex 1500–2000) to a mid-tier phone, and ask a host elsewhere to scale the multiplier
 * with its index: higher in its bracket, higher multiplier. This is that rule as a formula: the
 * middle of the high-end bracket keeps 4×, and the multiplier follows the index in proportion, so
 * every host is slowed to the same phone. Never below 1× (a host slower than that phone is not sped
 * up), and Lighthouse itself warns below an index of 1000, where the default over-throttles.
 */
export const REFERENCE_INDEX = 1750;
export const DEFAULT_MULTIPLIER = 4;

/** The CPU slowdown that brings a host of this benchmarkIndex to the phone the default 4× aims at. */
export function calibratedMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`benchmarkIndex must be a positive number, got ${benchmarkIndex}`);
  const multiplier = (DEFAULT_MULTIPLIER * benchmarkIndex) / REFERENCE_INDEX;
  return Math.max(1, Math.round(multiplier * 10) / 10);
}
