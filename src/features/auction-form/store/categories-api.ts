import { createApi } from '@reduxjs/toolkit/query/react';
import { categoriesAnswerSchema } from '../api/categories-answer';
import { schemaBaseQuery } from '../api/schema-base-query';
import type { Category } from '../model/category';

/** Cached lookups of the form (spec section 7); item categories and field definitions join later. */
export const formApi = createApi({
  reducerPath: 'formApi',
  // Every answer is checked against its route's schema (api/*-answer.ts).
  baseQuery: schemaBaseQuery,
  // Lookups change with a deployment, not within a visit.
  keepUnusedDataFor: 3600,
  endpoints: (build) => ({
    getCategories: build.query<Category[], string>({
      query: (locale) => ({ route: 'api_get_auction_categories_list', params: { locale } }),
      extraOptions: { schema: categoriesAnswerSchema },
    }),
  }),
});

export const { useGetCategoriesQuery } = formApi;
