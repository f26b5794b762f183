import { describe, expect, it } from 'vitest';
import { asciiSlug } from '@/features/auction-form/rules/ascii-slug';
import { newFormUrl } from '@/features/auction-form/state/navigation/choose-category';
import { categoriesFor } from '../../../../fixtures/data/categories';

describe('asciiSlug', () => {
  it.each([
    ['paczka', 'paczka'],
    ['przeprowadzki-mieszkań', 'przeprowadzki-mieszkan'],
    ['meble-łóżka', 'meble-lozka'],
    ['möbel-große', 'mobel-grosse'],
    ['déménagement', 'demenagement'],
    ['mutări-mobilă', 'mutari-mobila'],
    ['flyttlådor', 'flyttlador'],
    ['a b/c', 'a-b-c'],
    ['ж', null],
    ['', null],
    [null, null],
  ])('%s -> %s', (input, expected) => {
    expect(asciiSlug(input)).toBe(expected);
  });
});

describe('the newer form URL', () => {
  it('is built for a non-ASCII translated slug instead of throwing (no dead click)', async () => {
    const category = { ...categoriesFor('pl')[0]!, slugTranslated: 'przeprowadzki-mieszkań' };
    const url = await newFormUrl(category, null, null, 'u-1');
    expect(new URL(url, 'http://x').pathname).toBe(
      '/create-auction/category/przeprowadzki-mieszkan',
    );
  });

  it('falls back to the English slug when nothing ASCII is left', async () => {
    const category = { ...categoriesFor('en')[0]!, slugTranslated: 'мебель' };
    const url = await newFormUrl(category, null, null, null);
    expect(new URL(url, 'http://x').pathname).toBe(`/create-auction/category/${category.slug}`);
  });
});
