import * as v from 'valibot';

/** The `notifications` widget's data attributes: the single source of its type, validation and README table. */
export const notificationsConfigSchema = v.object({
  topics: v.optional(
    v.pipe(v.array(v.string()), v.description('Mercure topics to subscribe to, as a JSON array of strings.')),
  ),
});

export type NotificationsConfig = v.InferOutput<typeof notificationsConfigSchema>;
