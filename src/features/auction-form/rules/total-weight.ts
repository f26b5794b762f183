import { finiteNumber } from '@/core/validation/finite-number';
import type { Item } from '../model/item';

const num = (value: unknown, fallback: number): number => finiteNumber(value) ?? fallback;

/**
 * The display rounding of a weight: 0.1 kg, half up. The figure is first cut
 * to 12 significant digits so float noise of a sum (12.484998 -> 124.84998,
 * 3.1500000000000004) rounds as the decimal a person reads, not as its binary.
 */
export const roundWeight = (kg: number): number =>
  Math.round(Number((kg * 10).toPrecision(12))) / 10;

/**
 * Spec section 3: the sum over items of weight (default 0) times itemsNumber
 * (default 1), rounded as shown. The summary shows and the payload sends this
 * same figure (docs/auction-form-rules.md, "Total weight as shown").
 */
export const totalWeight = (items: readonly Pick<Item, 'weight' | 'itemsNumber'>[]): number =>
  roundWeight(
    items.reduce((sum, item) => sum + num(item.weight, 0) * num(item.itemsNumber ?? 1, 1), 0),
  );
