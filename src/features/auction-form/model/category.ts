/** A shipping category as `api_get_auction_categories_list` returns it (spec section 3). */
export interface Category {
  id: number;
  name: string;
  slug: string;
  slugTranslated: string;
  grammaticalCaseSlug: string;
  picture: string | null;
  parentId: number | null;
  children: number[];
}
