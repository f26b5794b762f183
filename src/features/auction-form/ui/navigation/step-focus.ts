import { createContext, useContext, useEffect, useState } from 'react';
import type { Step } from '@/features/auction-form/model/steps';

/**
 * Where the focus goes when a step's screen is shown. The shell holds one per form and tells it
 * when each screen has committed; the headline hands it its element. The component tree only
 * renders and reports; the timing lives here.
 *
 * - The first screen takes no focus: the page around the form keeps it.
 * - A field asked for on the way (a summary link to the field to fix) takes it at once.
 * - Otherwise the step's heading takes it after the screen has painted, so screen readers announce
 *   the new screen. After the paint: focus() forces a layout of the whole page, and a click's
 *   effects run before the browser paints, so focusing at once held the step's first paint back by
 *   that layout (~100 ms of a 4×-throttled step change in the bench's profile). Unless the
 *   customer has moved on meanwhile: focus taken since (a field of the new screen they tabbed or
 *   tapped into) is theirs, and pulling it away lost what they typed next. Focus that fell back to
 *   the page because the old screen left it (the tile just clicked) is not.
 */
export interface StepFocus {
  /** Asks for the field with this DOM id to take the focus when the next screen is shown. */
  want(id: string): void;
  /** The step's heading (a ref callback: null when it leaves). */
  heading(element: HTMLElement | null): void;
  /** `step`'s screen has committed (again when what it loads has arrived: only a change counts). */
  shown(step: Step | null): void;
  /**
   * The control that held the focus has left without a new screen (the notice of another tab
   * holding the draft, once this tab took it over): the heading takes it after the paint, unless
   * the customer has moved on.
   */
  regain(): void;
  /** The form leaves: nothing pending may take the focus. */
  dispose(): void;
}

export function createStepFocus(): StepFocus {
  let wanted: string | null = null;
  let heading: HTMLElement | null = null;
  let lastStep: Step | null | undefined;
  let pending = () => undefined as void;

  const focusHeadingAfterPaint = () => {
    const focusedAtChange = document.activeElement;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => {
        const now = document.activeElement;
        const movedOn = now !== focusedAtChange && now !== null && now !== document.body;
        if (!movedOn) heading?.focus({ preventScroll: true });
      }, 0);
    });
    pending = () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(timer);
    };
  };

  return {
    want(id) {
      wanted = id;
    },
    heading(element) {
      heading = element;
    },
    shown(step) {
      const first = lastStep === undefined;
      if (step === lastStep) return;
      lastStep = step;
      pending();
      const id = wanted;
      wanted = null;
      const field = id ? document.getElementById(id) : null;
      if (field) field.focus();
      else if (!first) focusHeadingAfterPaint();
    },
    regain() {
      pending();
      focusHeadingAfterPaint();
    },
    dispose() {
      pending();
      heading = null;
    },
  };
}

export const StepFocusContext = createContext<StepFocus | null>(null);

/** The shell's step focus, one per mounted form, disposed with it. */
export function useStepFocusHolder(): StepFocus {
  const [focus] = useState(createStepFocus);
  useEffect(() => () => focus.dispose(), [focus]);
  return focus;
}

/** The form's step focus (none outside a form shell: a screen rendered alone). */
export const useStepFocus = (): StepFocus | null => useContext(StepFocusContext);
