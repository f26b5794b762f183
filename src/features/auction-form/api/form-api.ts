import { createApi } from '@reduxjs/toolkit/query/react';
import type { Category } from '../model/category';
import {
  itemCategoriesAnswerSchema,
  itemCategoryFieldsAnswerSchema,
  type FieldDefinition,
  type ItemCategory,
} from '../model/item-category';
import { categoriesAnswerSchema, categoriesQuery } from './categories-answer';
import { schemaBaseQuery } from './schema-base-query';

/**
 * The form's cached lookups (spec section 7), in one API slice: they share its
 * cache and middleware. Lookups are keyed by their ids, so two items of the
 * same category share one request.
 */
export const formApi = createApi({
  reducerPath: 'formApi',
  // Every answer is checked against its route's schema (api/*-answer.ts).
  baseQuery: schemaBaseQuery,
  // Lookups change with a deployment, not within a visit.
  keepUnusedDataFor: 3600,
  endpoints: (build) => ({
    getCategories: build.query<Category[], string>({
      query: categoriesQuery,
      extraOptions: { schema: categoriesAnswerSchema },
    }),
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
  useGetCategoriesQuery,
  useGetItemCategoriesQuery,
  useGetItemCategoriesOfLevelQuery,
  useGetItemCategoryFieldsQuery,
} = formApi;
