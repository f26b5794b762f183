// @vitest-environment node
import { emptyItem } from '@/features/auction-form/model/item';
import { roundWeight, totalWeight } from '@/features/auction-form/rules/total-weight';
import { selectTotalWeight } from '@/features/auction-form/state/details/items-slice';
import type { RootState } from '@/features/auction-form/state/store/root-state';

const item = (weight: number | null, itemsNumber: number | null) => ({
  ...emptyItem(),
  weight,
  itemsNumber,
});

describe('totalWeight: the sum over items of weight (default 0) times itemsNumber (default 1), as shown', () => {
  it.each([
    ['no items', [], 0],
    ['weight times itemsNumber, defaults 0 and 1', [item(10, 3), item(5, null), item(null, 4)], 35],
    ['3 items of 4.161666 kg (12.484998) is shown and sent as 12.5', [item(4.161666, 3)], 12.5],
    ['floating sums: 0.1 + 0.2 is 0.3, not 0.30000000000000004', [item(0.1, 1), item(0.2, 1)], 0.3],
    ['12.485 from a float sum (12.485000000000001) is 12.5', [item(4.1, 1), item(8.385, 1)], 12.5],
    ['1.05 × 3 (3.1500000000000004) is 3.2, rounded half up', [item(1.05, 3)], 3.2],
    ['a weight typed as text counts', [item('2.25' as unknown as number, 2)], 4.5],
  ])('%s', (_name, items, expected) => {
    expect(totalWeight(items)).toBe(expected);
  });
});

describe('roundWeight: the display rounding of a weight (0.1 kg)', () => {
  it.each([
    [12.484998, 12.5],
    [12.449999999, 12.4],
    [0.05, 0.1],
    [1.005, 1],
    [7, 7],
  ])('%s kg is %s', (kg, expected) => {
    expect(roundWeight(kg)).toBe(expected);
  });
});

describe('selectTotalWeight: the figure the summary shows and the payload sends', () => {
  const state = (edited: boolean, typed: number | null, items: ReturnType<typeof item>[]) =>
    ({
      form: { isTotalWeightEditedByUser: edited },
      auction: { totalWeight: typed },
      items,
    }) as unknown as RootState;

  it.each([
    ['derived from the items, rounded as shown', state(false, null, [item(4.161666, 3)]), 12.5],
    ['typed by the customer, rounded as shown', state(true, 12.485000000000001, []), 12.5],
    ['typed but cleared: derived again', state(true, null, [item(2, 2)]), 4],
  ])('%s', (_name, s, expected) => {
    expect(selectTotalWeight(s)).toBe(expected);
  });
});
