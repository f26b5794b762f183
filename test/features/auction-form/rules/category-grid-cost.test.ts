// @vitest-environment node
import type { Category } from '@/features/auction-form/model/category';
import { gridCategories, gridHints } from '@/features/auction-form/rules/category-choice';

/*
 * The category grid with many categories (a page may hand over thousands): its cost is counted,
 * not timed. Every read of a category's field or of a list's element goes through a counting
 * proxy; four times the categories must cost about four times the reads, not sixteen.
 */

function catalogue(mains: number): { categories: Category[]; designated: number[] } {
  const categories: Category[] = [];
  const designated: number[] = [];
  for (let m = 0; m < mains; m += 1) {
    const id = 1 + m * 3;
    categories.push(row(id, null, [id + 1, id + 2]), row(id + 1, id, []), row(id + 2, id, []));
    designated.push(id + 1);
  }
  return { categories, designated };
}
const row = (id: number, parentId: number | null, children: number[]): Category => ({
  id,
  name: `Category ${id}`,
  slug: `category-${id}`,
  slugTranslated: `category-${id}`,
  grammaticalCaseSlug: `category-${id}`,
  picture: null,
  parentId,
  children,
});

/** A deep view of a value that counts every property read (array elements and fields alike). */
function counting<T extends object>(value: T, count: { reads: number }): T {
  const wrap = (target: object): object =>
    new Proxy(target, {
      get(object, key, receiver) {
        count.reads += 1;
        const read: unknown = Reflect.get(object, key, receiver);
        return read !== null && typeof read === 'object' ? wrap(read) : read;
      },
    });
  return wrap(value) as T;
}

function readsFor(mains: number): { reads: number; tiles: number } {
  const { categories, designated } = catalogue(mains);
  const count = { reads: 0 };
  const rules = { newFormCategoryIds: [], designatedSubcategoryIds: counting(designated, count) };
  const list = counting(categories, count);
  const grid = gridCategories(list, rules);
  const hints = gridHints(list, grid);
  return { reads: count.reads, tiles: hints.size };
}

describe('the category grid’s cost', () => {
  it('grows linearly with the categories: 4× the categories, at most 4.5× the reads', () => {
    const small = readsFor(500);
    const large = readsFor(2000);
    // Every main category beside its shortcut, and the shortcut, got its hint.
    expect(small.tiles).toBe(1000);
    expect(large.tiles).toBe(4000);
    expect(large.reads / small.reads).toBeLessThan(4.5);
  });

  it('gives each tile the hint it had: the shortcut names its parent, the parent holds several', () => {
    const { categories, designated } = catalogue(2);
    const grid = gridCategories(categories, {
      newFormCategoryIds: [],
      designatedSubcategoryIds: designated,
    });
    expect(grid.map((c) => c.id)).toEqual([1, 2, 4, 5]);
    expect(Object.fromEntries(gridHints(categories, grid))).toEqual({
      1: { kind: 'holdsSeveral' },
      2: { kind: 'shortcut', parentName: 'Category 1' },
      4: { kind: 'holdsSeveral' },
      5: { kind: 'shortcut', parentName: 'Category 4' },
    });
  });
});
