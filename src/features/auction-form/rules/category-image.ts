import type { Category } from '../model/category';

/** The file names of `ui/steps/category/images/`: a name that is not one never reaches the import. */
const IMAGE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Spec section 9: "Category images are chosen by slug; subcategory images are
 * item-1 images per slug." A main category shows `images/{slug}`, a
 * subcategory (also one shown in the main grid) `images/{slug}-item-1`. The
 * API's `picture` field is not read. Null (no usable slug) shows the generic icon.
 */
export function categoryImageBySlug(category: Pick<Category, 'slug' | 'parentId'>): string | null {
  if (!IMAGE_NAME.test(category.slug)) return null;
  return category.parentId === null ? category.slug : `${category.slug}-item-1`;
}
