import { useState } from 'react';

/** `show` and `read` of a field whose stored value is its text. */
export const asText = (text: string): string => text;

/**
 * What a text field shows: the customer's own text, painted from this component's state in the
 * keystroke's frame, while the store takes the keystroke after that frame (state/store/typing-buffer.ts).
 * The text is shown while the stored value is the one it was typed over, or once it means the
 * text ("7.50" is 7.5); a stored value moved for another reason (a suggestion, a reset, another
 * tab's draft) is shown instead.
 */
export function useTypedText<T>(
  stored: T,
  show: (value: T) => string,
  read: (text: string) => T,
): readonly [string, (text: string) => void] {
  const [typed, setTyped] = useState<{ text: string; over: T } | null>(null);
  const text =
    typed && (Object.is(typed.over, stored) || Object.is(read(typed.text), stored))
      ? typed.text
      : show(stored);
  return [text, (next: string) => setTyped({ text: next, over: stored })] as const;
}
