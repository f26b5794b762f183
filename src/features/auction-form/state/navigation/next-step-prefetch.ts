import { loadKy } from '@/core/http/load-ky';
import { loadRouter } from '@/core/router/load-router';
import { afterNextPaint } from '@/core/scheduling/after-next-paint';
import { whenIdle } from '@/core/scheduling/when-idle';
import { formApi } from '../../api/form-api';
import type { StartListening } from '../store/listener-types';
import { screenShown, screenWanted } from '../store/shared-actions';
import { stepChanged } from './form-slice';

/**
 * When what the next step will need (its screen, the router, ky) is fetched: idle time within 5 s,
 * or 1.5 s where the browser has no idle callback.
 */
export const NEXT_STEP_IDLE = { timeout: 5000, fallbackDelay: 1500 } as const;

/**
 * While the customer is on the route step, the details step's screen (asked of
 * the UI, which owns the screens' chunks) and its lookups (the category's item categories, its top level, and the fields of
 * each item's category) are fetched, so Next paints the details at once with
 * its lookups in the cache. Prefetches share the cache with the screen's own
 * queries: nothing is requested twice, and a failed prefetch is simply asked
 * again by the screen, which shows its own "Try again".
 */
export function startNextStepPrefetch(startListening: StartListening): void {
  startListening({
    predicate: (action, current) =>
      stepChanged.match(action) && current.form.step === 'route' && current.session.started,
    effect: (_action, api) => {
      api.dispatch(screenWanted('shippingDetails'));
      const state = api.getState();
      const categoryId = state.auction.categoryId;
      if (categoryId === null) return;
      api.dispatch(formApi.util.prefetch('getItemCategories', categoryId, {}));
      api.dispatch(
        formApi.util.prefetch(
          'getItemCategoriesOfLevel',
          { auctionCategoryId: categoryId, level: 1 },
          {},
        ),
      );
      const itemCategories = new Set(
        state.items.map((item) => item.itemCategoryId).filter((id) => id !== null),
      );
      for (const id of itemCategories)
        api.dispatch(formApi.util.prefetch('getItemCategoryFields', id, {}));
    },
  });

  // A first screen that asked nothing did not load the router or ky (warm-first-screen.ts); every
  // next step asks the API, so they come once that screen is painted and the browser is idle.
  startListening({
    actionCreator: screenShown,
    effect: (_action, api) => {
      api.unsubscribe();
      afterNextPaint(() =>
        whenIdle(() => {
          loadRouter().catch(() => undefined);
          loadKy().catch(() => undefined);
        }, NEXT_STEP_IDLE),
      );
    },
  });
}
