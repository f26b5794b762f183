import type { Item } from '../model/item';

const num = (value: unknown, fallback: number): number => {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : fallback;
};

/** Spec section 3: the sum over items of weight (default 0) times itemsNumber (default 1). */
export const totalWeight = (items: readonly Pick<Item, 'weight' | 'itemsNumber'>[]): number =>
  items.reduce((sum, item) => sum + num(item.weight, 0) * num(item.itemsNumber ?? 1, 1), 0);
