import * as v from 'valibot';
import { field, modelEntries } from './field-kinds';

/** An uploaded picture (spec section 3), each field with its kind; its uid is never empty. */
export const PICTURE_FIELDS = {
  uid: { model: v.string(), wire: v.pipe(v.string(), v.minLength(1)) },
  originalName: field.text,
  originalUrl: field.text,
  thumbUrl: field.text,
};

/** An uploaded picture: its type, and what the draft checks of it. */
export const pictureSchema = v.object(modelEntries(PICTURE_FIELDS));

export type Picture = v.InferOutput<typeof pictureSchema>;
