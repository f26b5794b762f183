import * as v from 'valibot';

/** api_post_generate_auction_title: the shape is not shown by the spec; a string or `{title}`, either may be empty. */
export const titleAnswerSchema = v.union([
  v.string(),
  v.pipe(
    v.object({ title: v.nullish(v.string(), null) }),
    v.transform(({ title }) => title),
  ),
]);
