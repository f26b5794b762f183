import { loadRouter } from '@/core/router/load-router';
import type { Category } from '../../model/category';
import { asciiSlug } from '../../rules/ascii-slug';
import { backClearsMainCategory, chooseCategory } from '../../rules/category-choice';
import { shouldSoftReset } from '../../rules/soft-reset';
import { setCategory, setMainCategory } from '../store/auction-slice';
import { draftFlushRequested, softReset } from '../store/shared-actions';
import type { AppThunk } from '../store/types';
import { setCategoryName } from './form-slice';
import { navigateTo } from './page-navigator';
import {
  selectSoftResetLoses,
  softResetOffered,
  softResetSnapshotOf,
} from './soft-reset-undo-slice';
import { goToStep } from './step-moves';

/** Query flag telling the newer form the customer came from this one. */
const NEW_FORM_FLAG = 'from-classic-form';

/** The newer form's URL for a category, with what the customer already entered. */
export async function newFormUrl(
  category: Category,
  from: string | null,
  to: string | null,
  uuid: string | null,
): Promise<string> {
  const router = await loadRouter();
  return router.generate('create_auction_category', {
    // A non-ASCII translated slug would fail the route's requirement and leave the tile dead.
    slug: asciiSlug(category.slugTranslated) ?? asciiSlug(category.slug) ?? String(category.id),
    flag: NEW_FORM_FLAG,
    fromPlaceId: from ?? undefined,
    toPlaceId: to ?? undefined,
    uuid: uuid ?? undefined,
  });
}

/** Picking a tile: open the subcategory list, leave for the newer form, or choose and go on to the route. */
export const pickCategory =
  (picked: Category, categories: readonly Category[]): AppThunk<Promise<void>> =>
  async (dispatch, getState, env) => {
    const outcome = chooseCategory(picked, categories, env.config);
    const state = getState();
    if (outcome.kind === 'subcategories') {
      // Only browsing while a category is chosen: the chosen pair stays whole until a new pick.
      if (backClearsMainCategory(state.auction.categoryId))
        dispatch(setMainCategory(outcome.mainCategoryId));
      return;
    }
    if (outcome.kind === 'newForm') {
      const { from, to } = state.addresses;
      const url = await newFormUrl(
        outcome.category,
        from.cityPlaceId,
        to.cityPlaceId,
        state.auction.uuid,
      );
      // The draft as it is now is written before the page goes (never after the next has started).
      dispatch(draftFlushRequested());
      navigateTo(url);
      return;
    }
    // Spec section 2: a different category after step one resets the soft form data.
    if (
      shouldSoftReset({
        maxStepNumber: state.form.maxStepNumber,
        categoryId: state.auction.categoryId,
        nextCategoryId: outcome.category.id,
      })
    ) {
      // What it clears is kept aside first: the route step offers to undo it.
      if (selectSoftResetLoses(state)) dispatch(softResetOffered(softResetSnapshotOf(state)));
      dispatch(softReset());
    }
    dispatch(
      setCategory({ mainCategoryId: outcome.mainCategoryId, categoryId: outcome.category.id }),
    );
    dispatch(setCategoryName(outcome.category.name));
    dispatch(goToStep('route'));
  };

/** The subcategory list's back button. */
export const leaveSubcategories = (): AppThunk => (dispatch, getState) => {
  if (backClearsMainCategory(getState().auction.categoryId)) dispatch(setMainCategory(null));
};
