import { createContext, useContext, useState } from 'react';
import type { Step } from '@/features/auction-form/model/steps';

/**
 * A field to focus once the next screen is shown (a link of the summary to the field to fix). The
 * shell holds one per form: it focuses the field when the screen has committed, and the headline,
 * which otherwise takes the focus after a step change, then leaves it there.
 */
export interface ArrivalFocus {
  /** Asks for the field with this DOM id to take the focus when the next screen is shown. */
  want(id: string): void;
  /** `step`'s screen has committed: the wanted field, if it is there, takes the focus. */
  take(step: Step | null): void;
  /** Whether a field took the focus on arrival at `step`; answered once. */
  taken(step: Step | null): boolean;
}

function createArrivalFocus(): ArrivalFocus {
  let wanted: string | null = null;
  let takenOn: Step | null = null;
  return {
    want(id) {
      wanted = id;
    },
    take(step) {
      const id = wanted;
      wanted = null;
      const element = id ? document.getElementById(id) : null;
      if (!element) return;
      element.focus();
      takenOn = step;
    },
    taken(step) {
      const taken = takenOn !== null && takenOn === step;
      takenOn = null;
      return taken;
    },
  };
}

export const ArrivalFocusContext = createContext<ArrivalFocus | null>(null);

/** The shell's arrival focus, one per mounted form. */
export const useArrivalFocusHolder = (): ArrivalFocus => useState(createArrivalFocus)[0];

/** The form's arrival focus (none outside a form shell: a screen rendered alone). */
export const useArrivalFocus = (): ArrivalFocus | null => useContext(ArrivalFocusContext);
