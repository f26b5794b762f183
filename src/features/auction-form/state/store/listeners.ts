import { createListenerMiddleware } from '@reduxjs/toolkit';
import { nextPaint } from '@/core/scheduling/after-next-paint';
import { stepNumber } from '../../model/steps';
import { historyEntry } from '../../rules/history-state';
import { startCarLookupListener } from '../details/car-lookup-listener';
import { startItemCategoryListeners } from '../details/item-category-listener';
import { startPriceEstimateListener } from '../details/price-estimate-listener';
import { startTitleListener } from '../details/title-listener';
import { clearDraft } from '../draft/draft-storage';
import { stepChanged } from '../navigation/form-slice';
import { startNextStepPrefetch } from '../navigation/next-step-prefetch';
import { trackStepView } from '../navigation/page-view';
import { stepUrl } from '../navigation/step-url';
import { startPictureRemovalListener } from '../pictures/picture-removal-listener';
import { startPlaceResolutionListener } from '../route/place-resolution-listener';
import { startRouteLineListener } from '../route/route-line-listener';
import { startSuggestionsListener } from '../suggestions/suggestions-listener';
import { setCategory } from './auction-slice';
import type { StartListening } from './listener-types';
import type { FormExtra } from './types';

/** Spec section 9: scroll to the top this long after a step or category change. */
const SCROLL_DELAY_MS = 500;

/** Changes within this window are sent as one multiitem-test call. */
const MULTIITEM_DEBOUNCE_MS = 50;

/** What a customer does that a page moving under them would spoil: a press, a key, their own scroll. */
const CUSTOMER_INPUT = ['pointerdown', 'touchstart', 'keydown', 'wheel'] as const;

/**
 * The scroll to the top after a change, unless the customer has pressed, typed or scrolled since:
 * they are already at work where they are, and a page that moves under a finger turns a tap into a
 * tap on whatever slides beneath it. The wait is the listener's own (`delay`): a newer change
 * cancels it, and its input listeners go with it.
 */
async function scrollToTopUnlessCustomerActs(delay: (ms: number) => Promise<void>): Promise<void> {
  let acted = false;
  const onInput = () => {
    acted = true;
  };
  for (const type of CUSTOMER_INPUT)
    window.addEventListener(type, onInput, { capture: true, passive: true });
  try {
    await delay(SCROLL_DELAY_MS);
  } finally {
    for (const type of CUSTOMER_INPUT) window.removeEventListener(type, onInput, { capture: true });
  }
  if (acted) return;
  try {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  } catch {
    // Some embedded browsers lack the options form; the page simply stays put.
  }
}

/** The side effects of the form's state: history, analytics, scrolling, the draft and the A/B test call. */
export function createFormListeners(env: FormExtra) {
  const middleware = createListenerMiddleware({ extra: env });
  const startListening = middleware.startListening as StartListening;

  startListening({
    actionCreator: stepChanged,
    effect: (action, api) => {
      const { step, history = 'push' } = action.payload;
      const url = stepUrl(api.extra.stepBase, step, window.location.search);
      if (history === 'push') window.history.pushState(historyEntry(step), '', url);
      if (history === 'replace') window.history.replaceState(historyEntry(step), '', url);
      trackStepView(step, api.getState().form.formMode, url);
      if (step === 'categorySelection') clearDraft(api.extra.draftKey);
    },
  });

  // Spec section 9. Changes in a row (a pick sets the category, then the step) scroll once, after
  // the last: each cancels the wait of the one before.
  startListening({
    predicate: (action, current) =>
      (stepChanged.match(action) && action.payload.history !== 'replace') ||
      (setCategory.match(action) && current.form.step !== null),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      await scrollToTopUnlessCustomerActs(api.delay);
    },
  });

  // Spec section 7: when the step advances, the category changes or the price estimate changes.
  startListening({
    predicate: (action, current, previous) => {
      if (!current.session.started || !previous.session.started) return false;
      const advanced =
        stepChanged.match(action) &&
        current.form.step !== null &&
        previous.form.step !== null &&
        stepNumber(current.form.step) > stepNumber(previous.form.step);
      const category =
        current.auction.categoryId !== previous.auction.categoryId &&
        current.auction.categoryId !== null;
      const price = current.auction.priceEstimation !== previous.auction.priceEstimation;
      return advanced || category || price;
    },
    effect: async (_action, api) => {
      // One pick changes the category and the step at once: that is one call, with the final state.
      api.cancelActiveListeners();
      await api.delay(MULTIITEM_DEBOUNCE_MS);
      // Then after the frame: a step change's click outlasts the debounce on a slow phone, and its
      // timer would otherwise win the race with the frame that shows the new step, spending the
      // request's work before that paint.
      await api.pause(nextPaint());
      const state = api.getState();
      void api.extra.client.sendMultiitemTest({
        auctionUuid: state.auction.uuid,
        price: state.auction.priceEstimation,
        categoryId: state.auction.categoryId,
        step: state.form.step ? stepNumber(state.form.step) : null,
      });
    },
  });

  startPriceEstimateListener(startListening, env);
  startTitleListener(startListening);
  startNextStepPrefetch(startListening);
  startItemCategoryListeners(startListening);
  startPictureRemovalListener(startListening);
  startRouteLineListener(startListening);
  startPlaceResolutionListener(startListening);
  startCarLookupListener(startListening);
  startSuggestionsListener(startListening);

  return middleware;
}
