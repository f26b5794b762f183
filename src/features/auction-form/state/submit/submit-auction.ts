import { ApiError } from '@/core/http/api-error';
import { loadRouter } from '@/core/router/load-router';
import { formApi } from '../../api/form-api';
import { patchPayload, postPayload, type PayloadInput } from '../../api/submit-payload';
import { classifyFailure } from '../../rules/classify-failure';
import { mapFieldErrors, validationMessage } from '../../rules/field-errors';
import { runFinalValidators, type FinalCheck } from '../../rules/final-validators';
import { selectTotalWeight } from '../details/items-slice';
import { selectCurrentEstimate, settleEstimate } from '../details/price-estimate-listener';
import { clearDraft } from '../draft/draft-storage';
import { setFinalValidators } from '../navigation/form-slice';
import { openLogin } from '../navigation/open-login';
import { navigateTo } from '../navigation/page-navigator';
import { settleRouteLine } from '../route/route-line-listener';
import type { RootState } from '../store/root-state';
import { selectAuction, selectStepFacts } from '../store/selectors';
import { draftFlushRequested, draftSavingStopped } from '../store/shared-actions';
import type { AppDispatch, AppThunk } from '../store/types';
import { rememberAddedAuction, rememberUpdatedAuction } from './auction-ids';
import { deviceUid } from './device-uid';
import { submitBlocked, submitFailed, submitStarted, submitSucceeded } from './submit-slice';

export type SubmitOutcome = 'succeeded' | 'invalid' | 'failed' | 'busy';

export const finalChecksOf = (state: RootState, locale: string): FinalCheck[] =>
  runFinalValidators(selectStepFacts(state, locale));

/** Loads (from the cache when there) the lookups the details validators read. */
async function loadDetailsLookups(dispatch: AppDispatch, state: RootState): Promise<void> {
  const categoryId = state.auction.categoryId;
  const itemCategoryIds = [...new Set(state.items.map((i) => i.itemCategoryId))].filter(
    (id): id is number => id !== null,
  );
  const options = { subscribe: false } as const;
  await Promise.all([
    ...(categoryId === null
      ? []
      : [
          dispatch(formApi.endpoints.getItemCategories.initiate(categoryId, options)),
          dispatch(
            formApi.endpoints.getItemCategoriesOfLevel.initiate(
              { auctionCategoryId: categoryId, level: 1 },
              options,
            ),
          ),
        ]),
    ...itemCategoryIds.map((id) =>
      dispatch(formApi.endpoints.getItemCategoryFields.initiate(id, options)),
    ),
  ]);
}

/**
 * Submit (spec section 7): final validators first; then add and copy POST
 * `api_post_auction`, edit PATCHes `api_patch_auction_form_data`. The
 * status flips to `submitting` before the first await, so a second click
 * (even in the same tick) is refused: one request per submit. A retry sends
 * the same uuid, so the server can recognise a request that did arrive.
 */
export const submitAuction =
  (): AppThunk<Promise<SubmitOutcome>> => async (dispatch, getState, env) => {
    let state = getState();
    if (state.submit.status === 'submitting' || state.submit.status === 'succeeded') return 'busy';

    dispatch(submitStarted());
    // The final validators need the items' field definitions: after a reload straight onto the
    // summary they are not cached yet, and unknown definitions would let an empty weight through.
    await loadDetailsLookups(dispatch, state);
    const checked = getState();
    const checks = finalChecksOf(checked, env.locale);
    dispatch(setFinalValidators(checks));
    if (checks.length > 0) {
      dispatch(submitBlocked());
      return 'invalid';
    }
    // The map line posted is the line of the places posted: a pending one is waited for, a failed
    // or missing one asked again. Then the estimate, which reads its distance: the estimate posted
    // is the estimate of the items posted, a pending one asked for now.
    await dispatch(settleRouteLine());
    await dispatch(settleEstimate());
    state = getState();
    const mode = state.form.formMode;
    const input: PayloadInput = {
      auction: {
        ...selectAuction(state),
        priceEstimation: selectCurrentEstimate(state, env.currency),
      },
      totalWeight: selectTotalWeight(state),
      isAuctionTitleEnteredByUser: state.form.isTitleEnteredByUser,
      formMode: mode,
      deviceUID: deviceUid(),
      extraParameters: env.config.submitParameters,
    };

    let auctionId: number | null;
    try {
      if (mode === 'edit') {
        const editedId = env.config.auctionId ?? state.auction.id;
        // An update may answer without the id.
        auctionId =
          (await env.client.updateAuction(editedId ?? 0, patchPayload(input))) ?? editedId ?? null;
      } else {
        auctionId = await env.client.createAuction(postPayload(input));
      }
      // Posted but unreadable: a retry with the same uuid is safe, so say "try again".
      if (auctionId === null) throw new ApiError('malformed', 'api_post_auction');
    } catch (error) {
      const failure = classifyFailure(error);
      const data = error instanceof ApiError ? error.data : undefined;
      const fieldErrors =
        failure.kind === 'validation' ? mapFieldErrors(data, getState().items) : [];
      // A 400/422 that names no field is a refusal the customer cannot act on field by field.
      const kind =
        failure.kind === 'validation' && fieldErrors.length === 0 ? 'rejected' : failure.kind;
      dispatch(
        submitFailed({
          failure: { ...failure, kind },
          fieldErrors,
          serverMessage: kind === 'validation' ? validationMessage(data) : null,
        }),
      );
      // What is pending of the draft is written now: a reload (or the login round trip) comes back to every field.
      dispatch(draftFlushRequested());
      if (kind === 'auth') void openLogin();
      return 'failed';
    }

    if (mode === 'edit') rememberUpdatedAuction(auctionId);
    else rememberAddedAuction(auctionId);
    dispatch(submitSucceeded());
    // Stop saving before forgetting the draft, or a queued write would bring it back.
    dispatch(draftSavingStopped());
    clearDraft(env.draftKey);
    const router = await loadRouter();
    navigateTo(router.generate('my_account_listing_success', { auctionId }));
    return 'succeeded';
  };
