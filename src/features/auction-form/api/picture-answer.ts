import * as v from 'valibot';
import { pictureSchema } from '../model/picture';

const { originalName, originalUrl, thumbUrl } = pictureSchema.entries;

/** api_post_auction_picture: the stored picture; a missing name or URL is "none" (the tile shows a placeholder). */
export const pictureAnswerSchema = v.object({
  uid: v.pipe(v.string(), v.minLength(1)),
  originalName: v.optional(originalName, null),
  originalUrl: v.optional(originalUrl, null),
  thumbUrl: v.optional(thumbUrl, null),
});
