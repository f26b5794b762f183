import type { Item } from '../model/item';

/** A new category's default values (e.g. a Euro pallet's 120 × 80), only where the item has none. */
export function definitionDefaults(
  definitions: ReadonlyArray<{ key: string; value: string | number | boolean | null }>,
  item: Item,
): Partial<Omit<Item, 'key'>> {
  const patch: Record<string, unknown> = {};
  for (const definition of definitions) {
    const current = (item as unknown as Record<string, unknown>)[definition.key];
    if (
      definition.value !== null &&
      definition.value !== undefined &&
      (current === null || current === undefined)
    ) {
      patch[definition.key] = definition.value;
    }
  }
  return patch as Partial<Omit<Item, 'key'>>;
}
