import { loadRouter } from '@/core/router/load-router';
import type { AuctionFormConfig } from '../../config';
import { STEP_SEGMENTS, type Step } from '../../model/steps';

const withSlash = (path: string): string => (path.endsWith('/') ? path : `${path}/`);

/**
 * The path the step segments hang off (spec section 2): `/edit-auction/{id}/`
 * in edit mode, else the configured base URL, else the add-form route.
 */
export async function resolveStepBase(config: AuctionFormConfig): Promise<string> {
  if (config.mode === 'edit' && config.auctionId) {
    const router = await loadRouter();
    return withSlash(router.generate('auction_form_edit', { id: config.auctionId }));
  }
  if (config.baseUrl) return withSlash(config.baseUrl);
  const router = await loadRouter();
  return withSlash(router.generate('auction_form_add'));
}

/** The step's URL; the page's query (e.g. `?locale=`) is kept so a reload opens the same page. */
export const stepUrl = (base: string, step: Step, search = ''): string =>
  `${base}${STEP_SEGMENTS[step]}${search}`;
