import { formApi } from '../../api/form-api';
import type { Item } from '../../model/item';
import { autocompleteKind, editsModel } from '../../rules/autocomplete-kind';
import { isRemovalCategory } from '../../rules/category-flags';
import type { DetailsInput, ItemContext } from '../../rules/details-validation';
import type { RootState } from '../store/root-state';

/**
 * What the validators of one item need, read from the cached lookups: the
 * item category's field definitions (with the API's validators), whether a
 * type must be chosen, and whether the name is the car's make and model.
 */
function itemContextOf(state: RootState, locale: string): (item: Item) => ItemContext {
  const categoryId = state.auction.categoryId;
  const categories = formApi.endpoints.getCategories.select(locale)(state).data ?? [];
  const slugs = [categoryId, state.auction.mainCategoryId].map(
    (id) => categories.find((c) => c.id === id)?.slug ?? null,
  );
  const all =
    categoryId === null
      ? []
      : (formApi.endpoints.getItemCategories.select(categoryId)(state).data ?? []);
  const levels =
    categoryId === null
      ? null
      : formApi.endpoints.getItemCategoriesOfLevel.select({
          auctionCategoryId: categoryId,
          level: 1,
        })(state);
  const topLevel = levels?.data ?? [];
  return (item) => {
    const fields =
      item.itemCategoryId === null
        ? null
        : formApi.endpoints.getItemCategoryFields.select(item.itemCategoryId)(state);
    const definitions = fields?.data;
    // Not asked yet or on its way; a failed lookup is settled (the screen offers Try again).
    const unsettled = (lookup: { isUninitialized: boolean; isLoading: boolean } | null) =>
      !!lookup && (lookup.isUninitialized || lookup.isLoading);
    const slug = all.find((c) => c.id === item.itemCategoryId)?.slug;
    const kind = autocompleteKind(slug, isRemovalCategory(slugs));
    return {
      definitions,
      // With a single type the screen chooses it; with none there is nothing to choose.
      categoryRequired: topLevel.length > 0,
      nameIsModel: editsModel(kind) && !!definitions?.some((d) => d.key === 'model'),
      // The item types matter only while the item has none: they decide whether one must be chosen.
      definitionsPending: unsettled(fields) || (item.itemCategoryId === null && unsettled(levels)),
    };
  };
}

/** The details step's input to its validators, from the state. */
export const detailsInputOf = (state: RootState, locale: string): DetailsInput => ({
  items: state.items,
  contextOf: itemContextOf(state, locale),
  title: state.auction.title,
  isTitleEnteredByUser: state.form.isTitleEnteredByUser,
  description: state.auction.description,
  bookingSetPrice: state.auction.bookingSetPrice,
});
