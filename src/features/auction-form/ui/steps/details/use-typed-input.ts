import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** `show` and `read` of a field whose stored value is its text. */
export const asText = (text: string): string => text;

export interface TypedInput {
  /** The text at mount (the field is uncontrolled: the browser edits it, as a plain input). */
  defaultValue: string;
  /** Called with the field's text on each keystroke, beside the dispatch of the change. */
  typed(text: string): void;
}

/**
 * A text field the browser edits itself, as a plain `<input>`: the keystroke's frame runs no React
 * render at all, and the store takes the change after that frame (state/store/typing-buffer.ts).
 * React renders the field again only once the store holds the value, after the paint.
 *
 * What the field shows: the customer's own text while the stored value is one it typed (the store
 * is a keystroke or two behind) or means the text ("7.50" is 7.5); a stored value moved for another
 * reason (a suggestion, a reset, another tab's draft) is written into the field (`ref`, the field's
 * element).
 */
export function useTypedInput<T>(
  ref: RefObject<HTMLInputElement | HTMLTextAreaElement | null>,
  stored: T,
  show: (value: T) => string,
  read: (text: string) => T,
): TypedInput {
  const [defaultValue] = useState(() => show(stored));
  // The values typed here that the store has not echoed yet, oldest first.
  const pending = useRef<T[]>([]);

  useLayoutEffect(() => {
    const own = pending.current.findIndex((value) => Object.is(value, stored));
    if (own >= 0) {
      pending.current.splice(0, own + 1);
      return;
    }
    pending.current = [];
    const node = ref.current;
    if (!node || Object.is(read(node.value), stored)) return;
    const text = show(stored);
    if (node.value !== text) node.value = text;
    // `ref` is the field's own, `read` and `show` module-level functions of its kind: the stored
    // value alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stored]);

  return {
    defaultValue,
    typed: (text: string) => {
      pending.current.push(read(text));
    },
  };
}
