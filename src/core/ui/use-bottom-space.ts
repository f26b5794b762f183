import { useCallback, useRef } from 'react';
import { reserveBottomSpace } from './bottom-inset';

/** A ref for a bar fixed to the bottom of the screen: its height is reserved while it is mounted. */
export function useBottomSpace(name: string): (bar: HTMLElement | null) => void {
  const release = useRef<(() => void) | null>(null);
  return useCallback(
    (bar: HTMLElement | null) => {
      release.current?.();
      release.current = bar ? reserveBottomSpace(name, bar) : null;
    },
    [name],
  );
}
