// @vitest-environment node
import { categoryImageBySlug } from '@/features/auction-form/rules/category-image';

// form-and-helpers.md section 9: "Category images are chosen by slug; subcategory images are item-1 images per slug."
// The API's `picture` field plays no part.
describe('categoryImageBySlug', () => {
  it.each<
    [string, { slug: string; parentId: number | null; picture: string | null }, string | null]
  >([
    [
      'a main category: its slug',
      { slug: 'furniture', parentId: null, picture: 'boats' },
      'furniture',
    ],
    [
      'a subcategory: its item-1 image',
      { slug: 'sofas', parentId: 1, picture: 'sofas' },
      'sofas-item-1',
    ],
    [
      'a subcategory shown in the main grid is still one',
      { slug: 'car', parentId: 3, picture: 'cars' },
      'car-item-1',
    ],
    [
      'no picture from the API: still by slug',
      { slug: 'other', parentId: null, picture: null },
      'other',
    ],
    [
      'a picture URL from the API is ignored',
      { slug: 'boats', parentId: null, picture: '/uploads/x.png' },
      'boats',
    ],
    [
      'an empty slug: no image (generic icon)',
      { slug: '', parentId: null, picture: 'furniture' },
      null,
    ],
    [
      'a slug that is not a plain name never reaches the import',
      { slug: '../secret', parentId: null, picture: null },
      null,
    ],
    [
      'upper case is not a file name of images/',
      { slug: 'Sofas', parentId: 1, picture: null },
      null,
    ],
  ])('%s', (_, category, image) => {
    expect(categoryImageBySlug(category)).toBe(image);
  });
});
