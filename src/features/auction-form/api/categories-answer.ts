import * as v from 'valibot';
import { optionalId, optionalList, optionalString, wireId } from '../model/wire';

/** One row of api_get_auction_categories_list (spec section 3, "Category"). */
const categorySchema = v.object({
  id: wireId,
  name: v.pipe(v.string(), v.minLength(1)),
  slug: v.pipe(v.string(), v.minLength(1)),
  // Older rows lack the translated slugs: the English slug stands in.
  slugTranslated: optionalString,
  grammaticalCaseSlug: optionalString,
  picture: optionalString,
  parentId: optionalId,
  children: optionalList(wireId),
});

/** The answer is a bare list; `{data: [...]}` or a null row is a bad answer. */
export const categoriesAnswerSchema = v.pipe(
  v.array(categorySchema),
  v.transform((rows) =>
    rows.map((row) => ({
      ...row,
      slugTranslated: row.slugTranslated || row.slug,
      grammaticalCaseSlug: row.grammaticalCaseSlug || row.slug,
    })),
  ),
);

/** The categories' request in `locale`: the cached lookup's (form-api.ts) and the entry's alike. */
export const categoriesQuery = (locale: string) => ({
  route: 'api_get_auction_categories_list' as const,
  params: { locale },
});
