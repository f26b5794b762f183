/** Letters NFD does not split into a base letter and a mark. */
const SPECIAL: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  œ: 'oe',
  Œ: 'OE',
};

/**
 * A translated slug as the newer form's route accepts it (`[A-Za-z0-9_-]+`):
 * "przeprowadzki-mieszkań" becomes "przeprowadzki-mieszkan", "möbel" "mobel".
 * Returns null when nothing usable is left, so the caller can fall back to
 * the English slug instead of making the tile a dead click.
 */
export function asciiSlug(slug: string | null | undefined): string | null {
  const ascii = (slug ?? '')
    .replace(/[łŁßæÆøØđĐœŒ]/g, (letter) => SPECIAL[letter] ?? letter)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
  return ascii.length > 0 ? ascii : null;
}
