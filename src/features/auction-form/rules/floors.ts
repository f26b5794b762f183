/** The floors a removal can start or end on: -1 is the basement, 0 the ground floor, then up to the 15th. */
export const FLOORS: readonly number[] = Array.from({ length: 17 }, (_, i) => i - 1);

/** How a floor is told: the basement, the ground floor, or its number. */
export type FloorName =
  { kind: 'basement' } | { kind: 'ground' } | { kind: 'numbered'; number: number };

/** The details step's list and the summary's line name a floor the same way. */
export const floorName = (floor: number): FloorName =>
  floor < 0
    ? { kind: 'basement' }
    : floor === 0
      ? { kind: 'ground' }
      : { kind: 'numbered', number: floor };
