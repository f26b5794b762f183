import type { GridHint } from '@/features/auction-form/rules/category-choice';

type Translate = (key: string, values?: Record<string, string>) => string;

/**
 * A subcategory shown among the main categories ("Car" beside "Cars",
 * "Euro pallet" beside "Pallets") would look like a duplicate: the hint says
 * which is one kind and which holds several.
 */
export function hintText(hint: GridHint | undefined, t: Translate): string | undefined {
  if (!hint) return undefined;
  return hint.kind === 'shortcut'
    ? t('category.shortcutHint', { parent: hint.parentName })
    : t('category.mainHint');
}
