import type { DYNAMIC_FIELDS } from '../model/item';
import { formApi } from '../store/categories-api';
import { itemCategoriesAnswerSchema } from './item-categories-answer';
import { itemCategoryFieldsAnswerSchema } from './item-category-fields-answer';
import type { FieldValidators } from '../rules/field-validators';

/** An item category (spec section 3). */
export interface ItemCategory {
  id: number;
  name: string;
  slug: string;
  level: number;
  parent: number | null;
}

/** The item fields a definition may drive. */
export type DynamicFieldKey = (typeof DYNAMIC_FIELDS)[number];

/** A field definition of an item category (spec section 3), validators included. */
export interface FieldDefinition {
  id: number;
  key: DynamicFieldKey | string;
  name: string;
  type: 'number' | 'text' | 'select' | 'checkbox' | string;
  value: string | number | boolean | null;
  unit: string | null;
  required: boolean;
  validators: FieldValidators;
  options?: Array<{ value: string; label: string }>;
}

/**
 * The details step's cached lookups, injected into the form's one API slice
 * so they share its cache and middleware. Lookups are keyed by their ids, so
 * two items of the same category share one request.
 */
export const detailsApi = formApi.injectEndpoints({
  endpoints: (build) => ({
    getItemCategories: build.query<ItemCategory[], number>({
      query: (auctionCategoryId) => ({
        route: 'api_item_category_main',
        params: { auctionCategoryId },
      }),
      extraOptions: { schema: itemCategoriesAnswerSchema },
    }),
    getItemCategoriesOfLevel: build.query<
      ItemCategory[],
      { auctionCategoryId: number; level: number }
    >({
      query: ({ auctionCategoryId, level }) => ({
        route: 'api_item_category_level',
        params: { auctionCategoryId, level },
      }),
      extraOptions: { schema: itemCategoriesAnswerSchema },
    }),
    getItemCategoryFields: build.query<FieldDefinition[], number>({
      query: (itemCategoryId) => ({
        route: 'api_item_category_fields',
        params: { itemCategoryId },
      }),
      extraOptions: { schema: itemCategoryFieldsAnswerSchema },
    }),
  }),
});

export const {
  useGetItemCategoriesQuery,
  useGetItemCategoriesOfLevelQuery,
  useGetItemCategoryFieldsQuery,
} = detailsApi;
