/// <reference types="jquery" />

/*
 * The page's own jQuery and jquery-validation. The bundle never imports
 * jQuery: a second copy would hold a second `$.validator` that the page's
 * forms never see.
 */

/** The part of a jquery-validation instance a rule method uses (`this` inside a method). */
export interface ValidatorInstance {
  settings: { errorClass: string; validClass: string };
  optional(element: HTMLElement): boolean | 'dependency-mismatch';
}

export type ValidatorMethod = (
  this: ValidatorInstance,
  value: string,
  element: HTMLElement,
  param: unknown,
) => boolean | 'dependency-mismatch';

export interface ValidatorStatic {
  messages: Record<string, unknown>;
  methods: Record<string, unknown>;
  addMethod(name: string, method: ValidatorMethod, message?: string): void;
  /** Set once our rules are in, so a second copy of the bundle does not register twice. */
  transportWidgets?: { locale: string };
}

export type PageJQuery = JQueryStatic & { validator?: ValidatorStatic };

declare global {
  interface Window {
    jQuery?: PageJQuery;
  }
}

const pageJQuery = (): PageJQuery | undefined => window.jQuery;

const windowLoaded = (): Promise<void> =>
  document.readyState === 'complete'
    ? Promise.resolve()
    : new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * jQuery and jquery-validation, once the page has them. A page may load them
 * after our deferred entry (async or at the end of the body), so a missing
 * jQuery is only final once the window has loaded.
 */
export async function waitForJQueryValidation(): Promise<{
  $?: PageJQuery;
  validator?: ValidatorStatic;
}> {
  const found = () => ({ $: pageJQuery(), validator: pageJQuery()?.validator });
  const now = found();
  if (now.$ && now.validator) return now;
  await windowLoaded();
  return found();
}
