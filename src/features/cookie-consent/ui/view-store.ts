import type { ConsentView } from '../ui-contract';

export type FocusTarget = 'settings' | 'bar';

export interface ViewState {
  view: ConsentView | null;
  /** The toggles' bitmask, shared by both views ("Necessary only" stores it too). */
  selection: number;
  /** What takes focus after the next render, and a counter so the same target can be asked twice. */
  focusTarget: FocusTarget | null;
  focusRequest: number;
  /** Text for the polite live region. */
  status: string;
  /** The element that opened the settings (the footer link), which gets focus back. */
  returnTo: Element | null;
}

/** The bridge between the React-free mount (which opens views) and React. */
export function createViewStore(selection: number, view: ConsentView | null = null) {
  let state: ViewState = {
    view,
    selection,
    focusTarget: null,
    focusRequest: 0,
    status: '',
    returnTo: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next: Partial<ViewState>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
    /** Switches view and asks for focus on it. */
    focusOn(view: ConsentView, target: FocusTarget) {
      this.set({ view, focusTarget: target, focusRequest: state.focusRequest + 1 });
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type ViewStore = ReturnType<typeof createViewStore>;
