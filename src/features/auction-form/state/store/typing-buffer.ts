import type { Middleware, UnknownAction } from '@reduxjs/toolkit';
import { afterNextPaint } from '@/core/scheduling/after-next-paint';

/*
 * A keystroke is painted by the browser, in a field React does not control
 * (ui/steps/details/use-typed-input.ts); what it changes in the store waits until that frame is
 * painted, so the store's update, its listeners, the draft's persistoid and every subscriber's
 * selector run after the frame instead of inside the input event. Nothing typed is lost or
 * reordered: any other action, a thunk included, first applies every held keystroke in the order
 * typed. The draft's flush on `pagehide` is such an action (redux-persist's `FLUSH`), so a closing
 * page saves what was typed (draft/draft-persistence.ts).
 */

// A type, not an interface: an action stays assignable to redux's UnknownAction.
type TypedMeta = { meta: { typed: true } };

/** Marks a keystroke's action: it reaches the reducers in the task after the next paint. */
export function typed<A extends UnknownAction>(action: A): A & TypedMeta {
  return { ...action, meta: { typed: true } };
}

export const isTyped = (action: unknown): action is UnknownAction & TypedMeta =>
  typeof action === 'object' &&
  action !== null &&
  (action as { meta?: { typed?: unknown } }).meta?.typed === true;

export interface TypingBuffer {
  /** Goes first in the store's middleware, before the listeners and the thunks. */
  middleware: Middleware;
  /** Applies every held keystroke now, in the order typed. */
  flush(): void;
}

export function createTypingBuffer(): TypingBuffer {
  let held: UnknownAction[] = [];
  let scheduled = false;
  let apply: ((action: UnknownAction) => unknown) | null = null;

  const flush = () => {
    const waiting = held;
    held = [];
    for (const action of waiting) apply?.(action);
  };

  const middleware: Middleware = () => (next) => {
    apply = next;
    return (action) => {
      if (!isTyped(action)) {
        flush();
        return next(action);
      }
      held.push(action);
      if (!scheduled) {
        scheduled = true;
        afterNextPaint(() => {
          scheduled = false;
          flush();
        });
      }
      return action;
    };
  };

  return { middleware, flush };
}
