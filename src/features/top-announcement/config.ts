import * as v from 'valibot';

/** The `top-announcement` widget's data attributes: the single source of its type, validation and README table. */
export const topAnnouncementConfigSchema = v.object({});

export type TopAnnouncementConfig = v.InferOutput<typeof topAnnouncementConfigSchema>;
