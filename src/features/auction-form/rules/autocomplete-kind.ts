/** Which list the name field suggests from; it follows the item category (spec sections 3 and 7). */
export type AutocompleteKind = 'car' | 'motorcycle' | 'removal' | 'item';

const CAR_SLUGS = new Set(['car', 'van', 'classic-car', 'damaged-car']);
const MOTORCYCLE_SLUGS = new Set(['motorcycle', 'scooter', 'quad']);
const REMOVAL_SLUGS = new Set([
  'moving-boxes',
  'household-appliance',
  'office-furniture',
  'office-equipment',
]);

/**
 * Cars and motorcycles by their item category; household goods suggest from
 * the removal list in a removal auction (or for a removal-only item
 * category); everything else from the simple-item list.
 */
export function autocompleteKind(
  itemCategorySlug: string | null | undefined,
  isRemovalAuction: boolean,
): AutocompleteKind {
  const slug = itemCategorySlug ?? '';
  if (CAR_SLUGS.has(slug)) return 'car';
  if (MOTORCYCLE_SLUGS.has(slug)) return 'motorcycle';
  if (isRemovalAuction || REMOVAL_SLUGS.has(slug)) return 'removal';
  return 'item';
}

/** Cars and motorcycles are named by make and model: their suggestions edit the `model` field. */
export const editsModel = (kind: AutocompleteKind): boolean =>
  kind === 'car' || kind === 'motorcycle';
