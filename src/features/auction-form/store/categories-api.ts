import { createApi } from '@reduxjs/toolkit/query/react';
import { kyBaseQuery } from '../../../core/http/base-query';
import type { Category } from '../model/category';

/** Cached lookups of the form (spec section 7); item categories and field definitions join later. */
export const formApi = createApi({
  reducerPath: 'formApi',
  baseQuery: kyBaseQuery,
  // Lookups change with a deployment, not within a visit.
  keepUnusedDataFor: 3600,
  endpoints: (build) => ({
    getCategories: build.query<Category[], string>({
      query: (locale) => ({ route: 'api_get_auction_categories_list', params: { locale } }),
    }),
  }),
});

export const { useGetCategoriesQuery } = formApi;
