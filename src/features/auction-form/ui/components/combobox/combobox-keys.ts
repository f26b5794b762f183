/**
 * Where the active option goes for a navigation key while the listbox is
 * open (WAI-ARIA APG combobox pattern). Arrows wrap around, so the last
 * option is one ArrowUp away from a fresh list; -1 means no option active.
 */
export type NavigationKey = 'ArrowDown' | 'ArrowUp' | 'Home' | 'End';

export function nextActiveIndex(key: NavigationKey, current: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return current < 0 || current >= count - 1 ? 0 : current + 1;
    case 'ArrowUp':
      return current <= 0 ? count - 1 : current - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}
