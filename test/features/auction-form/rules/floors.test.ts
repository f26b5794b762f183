// @vitest-environment node
import { FLOORS, floorName } from '@/features/auction-form/rules/floors';

describe('floorName: the basement, the ground floor or its number', () => {
  it.each([
    [-1, { kind: 'basement' }],
    [0, { kind: 'ground' }],
    [1, { kind: 'numbered', number: 1 }],
    [15, { kind: 'numbered', number: 15 }],
  ])('floor %i', (floor, expected) => {
    expect(floorName(floor)).toEqual(expected);
  });
});

describe('FLOORS: what a removal can start or end on', () => {
  it('runs from the basement (-1) to the 15th floor, each once, in order', () => {
    expect(FLOORS[0]).toBe(-1);
    expect(FLOORS.at(-1)).toBe(15);
    expect(FLOORS.every((floor, i) => i === 0 || floor === (FLOORS[i - 1] as number) + 1)).toBe(
      true,
    );
  });
});
