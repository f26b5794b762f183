import { pageDataLayer } from '@/core/analytics/data-layer';
import { scrubText } from '@/core/errors/scrub';
import type { FormMode, Step } from '../../model/steps';

/**
 * The path analytics may see: the page path and only the campaign parameters
 * (`utm_*`, `gclid`) with personal data scrubbed from their values, never the
 * rest of the query, which may carry personal data a page put there.
 */
export function analyticsPath(path: string): string {
  const url = new URL(path, 'http://placeholder.invalid');
  // Campaign values are free text (an e-mail in utm_content is common): scrubbed like log lines.
  const kept = [...url.searchParams]
    .filter(([key]) => /^utm_\w+$|^gclid$/.test(key))
    .map(([key, value]) => [key, scrubText(value)]);
  const query = new URLSearchParams(kept).toString();
  return `${url.pathname}${query ? `?${query}` : ''}`;
}

/**
 * The tag manager's virtual page view for one step (spec section 2). None when the page's
 * `dataLayer` is not an array (pageDataLayer): a push would throw, and the step change's other
 * effects after it would not run.
 */
export function trackStepView(step: Step, mode: FormMode, path: string): void {
  pageDataLayer()?.push({
    event: 'virtualPageView',
    formStep: step,
    formMode: mode,
    pagePath: analyticsPath(path),
  });
}
