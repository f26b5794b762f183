import * as v from 'valibot';
import { CLOSED_COOKIE, COOKIE_NAME, ID_COOKIE } from './cookie-names';

const dateTime = (description: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check(
        (value) => !Number.isNaN(Date.parse(value)),
        'an ISO 8601 date-time such as 2025-06-01T08:00:00+02:00',
      ),
      v.description(description),
    ),
  );

/** The `top-announcement` widget's data attributes: the single source of its type, validation and README table. */
export const topAnnouncementConfigSchema = v.object({
  id: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.maxLength(100),
      v.description(
        'Announcement id. A new id shows again to visitors who closed the previous one.',
      ),
    ),
  ),
  content: v.optional(
    v.pipe(
      v.string(),
      v.description(
        'Text, with a small HTML subset (`a b strong i em u s small span br`); sanitised, links get `rel="noopener noreferrer"`. Without it nothing shows.',
      ),
    ),
  ),
  linkUrl: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.description('Optional link after the text (http, https or relative).'),
    ),
  ),
  linkText: v.optional(
    v.pipe(
      v.string(),
      v.minLength(1),
      v.description('Text of that link. Default: "Learn more" in the page language.'),
    ),
  ),
  variant: v.optional(
    v.pipe(
      v.picklist(['info', 'warning', 'promo']),
      v.description('Colour scheme: `info`, `warning` or `promo`.'),
    ),
    'info',
  ),
  startsAt: dateTime('Not shown before this time (ISO 8601 with offset).'),
  endsAt: dateTime('Not shown from this time on (ISO 8601 with offset).'),
  minHeight: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\w\s().,+*/%-]+$/, 'a CSS length'),
      v.description(
        'Space the strip takes (CSS length), reserved before first paint by the pre-paint guard.',
      ),
    ),
  ),
  enabled: v.optional(
    v.pipe(v.boolean(), v.description('Switch: `false` hides the announcement.')),
    true,
  ),
  closedCookie: v.optional(
    v.pipe(
      v.string(),
      v.regex(COOKIE_NAME, 'a cookie name'),
      v.description('Cookie set to `1` when the visitor closes it (1 year).'),
    ),
    CLOSED_COOKIE,
  ),
  idCookie: v.optional(
    v.pipe(
      v.string(),
      v.regex(COOKIE_NAME, 'a cookie name'),
      v.description('Cookie holding the id of the closed announcement (1 year).'),
    ),
    ID_COOKIE,
  ),
  cookieDomain: v.optional(
    v.pipe(
      v.string(),
      v.description('Domain of both cookies, e.g. `.example.pl`. Omitted: the current host only.'),
    ),
  ),
});

export type TopAnnouncementConfig = v.InferOutput<typeof topAnnouncementConfigSchema>;
