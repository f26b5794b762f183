import * as v from 'valibot';
import { safeUrlSchema } from '../../core/config/safe-url';
import { COOKIE_BAR_DEFAULTS } from './defaults';

const cookieList = (description: string, fallback: string[]) =>
  v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.description(description)),
    fallback,
  );

/** The `cookie-bar` widget's data attributes: the single source of its type, validation and README table. */
export const cookieBarConfigSchema = v.object({
  policyUrl: v.optional(
    safeUrlSchema('URL of the privacy and cookie policy, linked from the bar and the settings.'),
  ),
  cookieName: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w.-]+$/, 'a cookie name'),
      v.description('Name of the cookie that holds the consent bitmask (1 year).'),
    ),
    COOKIE_BAR_DEFAULTS.cookieName,
  ),
  cookieDomain: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Domain of the consent cookie, e.g. `.example.pl`. Omitted: the current host only.',
      ),
    ),
  ),
  defaultConsent: v.optional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(0),
      v.maxValue(7),
      v.description(
        'Selection the toggles start with, which "Necessary only" stores: `1` (analytics, the spec) or `0` for markets that need strict opt-in.',
      ),
    ),
    COOKIE_BAR_DEFAULTS.defaultConsent,
  ),
  analyticsCookies: cookieList(
    'Cookies cleared (host and parent domain) when analytics consent is withdrawn; a trailing `*` matches a prefix.',
    COOKIE_BAR_DEFAULTS.analyticsCookies,
  ),
  marketingCookies: cookieList(
    'Cookies cleared (host and parent domain) when marketing consent is withdrawn; a trailing `*` matches a prefix.',
    COOKIE_BAR_DEFAULTS.marketingCookies,
  ),
});

export type CookieBarConfig = v.InferOutput<typeof cookieBarConfigSchema>;
