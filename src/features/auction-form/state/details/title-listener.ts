import { createSelector } from '@reduxjs/toolkit';
import { canGenerateTitle, type TitleItem } from '../../api/title-service';
import { patchAuction } from '../store/auction-slice';
import type { StartListening } from '../store/listener-types';
import { requestWhileActive } from '../store/request-while-active';
import type { RootState } from '../store/root-state';
import { titleGenerating } from '../store/session-slice';
import { titleRequested } from '../store/shared-actions';
import type { AppThunk } from '../store/types';

/**
 * What the title generator reads, as a string so an unrelated keystroke (a dimension) changes
 * nothing. Memoised on the items: the predicate asks for it on every store update.
 */
const selectTitleInputs = createSelector([(state: RootState) => state.items], (items) =>
  JSON.stringify(
    items.map((i) => ({
      autocompleteItemId: i.autocompleteItemId,
      itemCategoryId: i.itemCategoryId,
      name: i.name,
      model: i.model,
      itemsNumber: i.itemsNumber,
      isAdjustedByUser: i.isAdjustedByUser,
    })),
  ),
);

const wantsSuggestion = (state: RootState): boolean =>
  !state.form.isTitleEnteredByUser && state.form.step === 'shippingDetails';

/**
 * The title is suggested from the items until the customer types their own
 * (spec section 3, "whether the title was typed by the user"). It runs here,
 * beside the store, so it outlives the field: a new suggestion follows every
 * change of the items, the customer handing the title back, and a soft reset
 * (which clears the flag). The customer's own text always wins.
 */
export function startTitleListener(startListening: StartListening) {
  startListening({
    predicate: (action, current, previous) =>
      wantsSuggestion(current) &&
      (titleRequested.match(action) ||
        !wantsSuggestion(previous) ||
        selectTitleInputs(current) !== selectTitleInputs(previous)),
    effect: async (_action, api) => {
      api.cancelActiveListeners();
      const items = JSON.parse(selectTitleInputs(api.getState())) as TitleItem[];
      if (!canGenerateTitle(items)) return;
      try {
        await api.delay(api.extra.pauses.titleMs);
        api.dispatch(titleGenerating(true));
        const title = await requestWhileActive(api, () =>
          api.extra.client.generateTitle(items, api.signal),
        );
        if (title && !api.getState().form.isTitleEnteredByUser)
          api.dispatch(patchAuction({ title }));
        api.dispatch(titleGenerating(false));
      } catch {
        // Cancelled by a newer change (that run asks again) or failed: the field keeps what it has.
        // A run cancelled in its pause never said "generating": it tells the store nothing, since
        // every dispatch wakes each subscriber, here inside the click that shows the details.
        if (api.getState().session.generatingTitle) api.dispatch(titleGenerating(false));
      }
    },
  });
}

/**
 * Next: a customer quicker than the title's debounce still leaves with a
 * title for these items, asked at once; their own title always wins.
 */
export const settleTitle =
  (): AppThunk<Promise<void>> =>
  async (dispatch, getState, { client }) => {
    const state = getState();
    if (state.form.isTitleEnteredByUser) return;
    const items = JSON.parse(selectTitleInputs(state)) as TitleItem[];
    const title = await client.generateTitle(items).catch(() => null);
    if (title && !getState().form.isTitleEnteredByUser) dispatch(patchAuction({ title }));
  };
