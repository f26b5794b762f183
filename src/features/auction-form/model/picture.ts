import * as v from 'valibot';

/** An uploaded picture (spec section 3): its type, and what the draft checks of it. */
export const pictureSchema = v.object({
  uid: v.string(),
  originalName: v.nullable(v.string()),
  originalUrl: v.nullable(v.string()),
  thumbUrl: v.nullable(v.string()),
});

export type Picture = v.InferOutput<typeof pictureSchema>;
