/**
 * How long the listeners wait for a pause in typing before asking the server: one title and one
 * estimate per settled set of items, not one per keystroke. An option of the store, so a test sets
 * the pause it crosses instead of sleeping through the real one.
 */
export interface TypingPauses {
  /** Before a new title suggestion. */
  titleMs: number;
  /** Before a new price estimate. */
  estimateMs: number;
}

export const TYPING_PAUSES: TypingPauses = { titleMs: 600, estimateMs: 700 };
