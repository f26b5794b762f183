import * as v from 'valibot';
import { safeImageUrlSchema, safeUrlSchema } from '../../core/config/safe-url';

// Store links and the icon end up in href/src: only http(s) or site paths are accepted.
const url = (description: string) => v.optional(safeUrlSchema(description));

/** The `mobile-app-bar` widget's data attributes: the single source of its type, validation and README table. */
export const mobileAppBarConfigSchema = v.object({
  appName: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.description('App name shown in the bar. Without it the bar never shows.'),
    ),
  ),
  androidUrl: url(
    'Google Play link, used on Android phones. Without it the bar does not show on Android.',
  ),
  iosUrl: url('App Store link, used on iPhones. Without it the bar does not show on iOS.'),
  iconUrl: v.optional(safeImageUrlSchema('App icon (square, shown at 40 px).')),
  rating: v.optional(
    v.pipe(v.number(), v.minValue(0), v.maxValue(5), v.description('Store rating, 0 to 5.')),
  ),
  ratingCount: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(0), v.description('Number of store ratings.')),
  ),
  closedDays: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(1),
      v.description('Days the bar stays hidden after it was closed. Omitted: closed for good.'),
    ),
  ),
  storageKey: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.description('localStorage key of the closed flag (holds the time it was closed).'),
    ),
    'mobile_app_bar_closed',
  ),
  appUserAgent: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.description(
        "Token the app's own webview adds to its user agent; the bar never shows there.",
      ),
    ),
    'TransportMarketApp',
  ),
});

export type MobileAppBarConfig = v.InferOutput<typeof mobileAppBarConfigSchema>;
