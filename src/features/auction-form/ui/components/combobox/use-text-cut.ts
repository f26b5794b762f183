import { useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';

const assign = <T>(ref: Ref<T> | undefined, value: T | null): void => {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
};

/**
 * Whether an input's text is wider than the input (a long address on a
 * phone): measured after each change of the text and whenever the input's
 * size changes (rotation, a narrower column). Returns a ref that also feeds
 * the caller's own ref.
 */
export function useTextCut(
  text: string,
  outerRef?: Ref<HTMLInputElement>,
): [(node: HTMLInputElement | null) => void, boolean] {
  const node = useRef<HTMLInputElement | null>(null);
  const [cut, setCut] = useState(false);
  // One pixel of slack: sub-pixel widths round differently in scrollWidth and clientWidth.
  const measure = useCallback(() => {
    const input = node.current;
    setCut(Boolean(input && input.scrollWidth > input.clientWidth + 1));
  }, []);
  const ref = useCallback(
    (input: HTMLInputElement | null) => {
      node.current = input;
      assign(outerRef, input);
    },
    [outerRef],
  );
  useLayoutEffect(measure, [measure, text]);
  useLayoutEffect(() => {
    const input = node.current;
    if (!input || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(input);
    return () => observer.disconnect();
  }, [measure]);
  return [ref, cut];
}
