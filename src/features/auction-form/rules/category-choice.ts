import type { Category } from '../model/category';

/** What picking a tile leads to (spec section 2, "Category selection"). */
export type CategoryOutcome =
  | { kind: 'subcategories'; mainCategoryId: number }
  | { kind: 'select'; mainCategoryId: number; category: Category }
  | { kind: 'newForm'; category: Category };

export interface CategoryRules {
  newFormCategoryIds: readonly number[];
  designatedSubcategoryIds: readonly number[];
}

const byId = (categories: readonly Category[]) => new Map(categories.map((c) => [c.id, c]));

/**
 * The grid: every main category, each followed by its designated subcategories shown as main ones.
 * Linear in the categories and the designated ids (each is looked up once, by id).
 */
export function gridCategories(categories: readonly Category[], rules: CategoryRules): Category[] {
  const index = byId(categories);
  const shortcuts = new Map<number, Category[]>();
  for (const id of rules.designatedSubcategoryIds) {
    const sub = index.get(id);
    if (sub?.parentId === null || sub === undefined) continue;
    const list = shortcuts.get(sub.parentId) ?? [];
    list.push(sub);
    shortcuts.set(sub.parentId, list);
  }
  return categories
    .filter((c) => c.parentId === null)
    .flatMap((main) => [main, ...(shortcuts.get(main.id) ?? [])]);
}

/**
 * What a tile of the grid says under its name: a subcategory shown among the main ones ("Car"
 * beside "Cars") names its parent; a main category beside such a shortcut of its own says it holds
 * several kinds. Linear in the categories and the grid: one index of names, one set of parents.
 */
export type GridHint = { kind: 'shortcut'; parentName: string } | { kind: 'holdsSeveral' };

export function gridHints(
  categories: readonly Category[],
  grid: readonly Category[],
): Map<number, GridHint> {
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const parentsOfShortcuts = new Set<number>();
  for (const tile of grid) if (tile.parentId !== null) parentsOfShortcuts.add(tile.parentId);
  const hints = new Map<number, GridHint>();
  for (const tile of grid) {
    if (tile.parentId !== null) {
      const parentName = names.get(tile.parentId);
      if (parentName !== undefined) hints.set(tile.id, { kind: 'shortcut', parentName });
    } else if (parentsOfShortcuts.has(tile.id)) hints.set(tile.id, { kind: 'holdsSeveral' });
  }
  return hints;
}

export function childrenOf(mainId: number, categories: readonly Category[]): Category[] {
  const index = byId(categories);
  const main = index.get(mainId);
  return (main?.children ?? [])
    .map((id) => index.get(id))
    .filter((c): c is Category => c !== undefined);
}

/**
 * A main category with several children opens their list; with exactly one,
 * that child is chosen at once; a subcategory (designated or from the list)
 * is chosen with its parent as main. Categories on the newer form leave it.
 */
export function chooseCategory(
  picked: Category,
  categories: readonly Category[],
  rules: CategoryRules,
): CategoryOutcome {
  const children = picked.parentId === null ? childrenOf(picked.id, categories) : [];
  if (children.length > 1) return { kind: 'subcategories', mainCategoryId: picked.id };
  const category = children.length === 1 ? (children[0] as Category) : picked;
  if (rules.newFormCategoryIds.includes(category.id)) return { kind: 'newForm', category };
  return { kind: 'select', mainCategoryId: category.parentId ?? category.id, category };
}

/**
 * The subcategory list's back button "clears the main category" (spec section
 * 2) — while no category is chosen. Once one is, the main category belongs to
 * it (the API takes both; `mainCategoryId: null` beside `categoryId: 101` was
 * posted), so Back only closes the list and the choice stands until another
 * tile is picked.
 */
export const backClearsMainCategory = (categoryId: number | null): boolean => categoryId === null;
