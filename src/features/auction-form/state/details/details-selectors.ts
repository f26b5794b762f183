import type { Item } from '../../model/item';
import type { RootState } from '../store/root-state';

/**
 * Per-item selectors: a row or a field subscribes to its own slice of one
 * item, so a keystroke re-renders the field typed in and nothing else.
 */

export const selectItemKeys = (state: RootState): string[] => state.items.map((item) => item.key);

const selectItem = (state: RootState, key: string): Item | undefined =>
  state.items.find((item) => item.key === key);

export function selectItemValue<K extends keyof Item>(
  state: RootState,
  key: string,
  field: K,
): Item[K] | undefined {
  return selectItem(state, key)?.[field];
}

/** Values in the item came from a catalogue suggestion and the customer has not changed them since. */
export const selectFromCatalogue = (state: RootState, key: string): boolean => {
  const item = selectItem(state, key);
  return (
    !!item &&
    item.autocompleteItemId !== null &&
    item.autocompleteItemId !== undefined &&
    !item.isAdjustedByUser
  );
};
