import * as v from 'valibot';

/** The `mobile-app-bar` widget's data attributes: the single source of its type, validation and README table. */
export const mobileAppBarConfigSchema = v.object({});

export type MobileAppBarConfig = v.InferOutput<typeof mobileAppBarConfigSchema>;
