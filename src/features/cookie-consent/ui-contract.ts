import type { CookieBarConfig } from './config';
import type { Choice } from './consent-bits';

export type ConsentView = 'bar' | 'settings';

/** What the React-free mount hands to the lazy UI. */
export interface ConsentUiHost {
  config: CookieBarConfig;
  hostname: string;
  /** The stored decision, or null before the first one. */
  stored(): number | null;
  /** Stores and applies a choice; returns the value stored. */
  decide(choice: Choice, selection: number): number;
}

export interface ConsentUiHandle {
  show(view: ConsentView, options: { focus: boolean }): void;
  unmount(): void;
}
