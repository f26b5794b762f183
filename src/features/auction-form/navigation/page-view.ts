import type { FormMode, Step } from '../model/steps';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager's virtual page view for one step (spec section 2). */
export function trackStepView(step: Step, mode: FormMode, path: string): void {
  window.dataLayer ??= [];
  window.dataLayer.push({
    event: 'virtualPageView',
    formStep: step,
    formMode: mode,
    pagePath: path,
  });
}
