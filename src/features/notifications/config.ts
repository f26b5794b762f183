import * as v from 'valibot';

/** The `notifications` widget's data attributes: the single source of its type, validation and README table. */
export const notificationsConfigSchema = v.object({
  signedIn: v.optional(
    v.pipe(
      v.boolean(),
      v.description(
        "Whether the visitor is signed in (Twig: `{{ app.user ? 'true' : 'false' }}`). Without it nothing renders, no script beyond the entry loads and no request is made.",
      ),
    ),
    false,
  ),
  topics: v.optional(
    v.pipe(
      v.array(v.string()),
      v.description('Mercure topics to subscribe to, as a JSON array of strings.'),
    ),
  ),
  hubUrl: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1, 'a non-empty URL'),
      v.description(
        'Mercure hub URL. Defaults to the `notifications_hub` route (`/.well-known/mercure`).',
      ),
    ),
  ),
  tokenCookie: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w-]+$/, 'a cookie name'),
      v.description(
        'Name of the cookie holding the subscriber JWT, sent to the hub with the connection.',
      ),
    ),
    'mercureAuthorization',
  ),
  listType: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w-]+$/, 'a message type such as all'),
      v.description('The `{type}` of `/api/my-account/messages/{type}` listed in the panel.'),
    ),
    'all',
  ),
  pollInterval: v.optional(
    v.pipe(
      v.number(),
      v.minValue(5000),
      // Timers wrap above 2^31 ms and fire at once: an hour is the most a poll may wait.
      v.maxValue(3_600_000),
      v.description(
        'Polling interval in ms (5 s to 1 h), used where EventSource is unavailable or the hub cannot be reached.',
      ),
    ),
    60000,
  ),
});

export type NotificationsConfig = v.InferOutput<typeof notificationsConfigSchema>;
