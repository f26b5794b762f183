import * as v from 'valibot';

/** The `cookie-bar` widget's data attributes: the single source of its type, validation and README table. */
export const cookieBarConfigSchema = v.object({});

export type CookieBarConfig = v.InferOutput<typeof cookieBarConfigSchema>;
