// @vitest-environment node
import { backClearsMainCategory } from '@/features/auction-form/rules/category-choice';

describe('backClearsMainCategory', () => {
  it.each([
    ['no category chosen yet: Back clears the main category (seed)', null, true],
    ['a category chosen: Back keeps the pair, mainCategoryId never null beside it', 101, false],
  ])('%s', (_name, categoryId, expected) => {
    expect(backClearsMainCategory(categoryId)).toBe(expected);
  });
});
