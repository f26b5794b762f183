import * as v from 'valibot';
import { describeValue } from '../errors/describe-value';
import { ConfigError } from '../errors/errors';
import { logError, reportError } from '../errors/report';
import { parseDataAttributes } from './data-attributes';
import { PAGE_CONFIG_SELECTOR } from './page-meta';

/** `https://api.example.com` or `http://localhost:8080`: scheme, host and port, nothing else. */
function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])$/.test(url.hostname) &&
      value.replace(/\/$/, '').toLowerCase() === url.origin
    );
  } catch {
    return false;
  }
}
/** A page locale as `data-locale` and `<html lang>` may give it: `pl_PL`, `pl-PL` or `pl`. */
const localeSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z]{2}([_-][A-Za-z0-9]{2,3})?$/, 'a locale such as pl_PL or pl'),
);

/**
 * What Sentry reads as a DSN (its `dsnFromString` and `validateDsn`): http(s), a key, a host, a last
 * path segment starting with the numeric project id. page-config.test.ts checks it against Sentry's own.
 */
const SENTRY_DSN = /^https?:\/\/\w+(?::\w*)?@(?:\[[:.%\w]+\]|[\w.-]+)(?::\d+)?\/(?:.*\/)?\d[^/]*$/;

export const pageConfigSchema = v.object({
  locale: v.optional(
    v.pipe(
      localeSchema,
      v.description('Page locale, `pl_PL` or `pl`. Falls back to `<html lang>`, then English.'),
    ),
  ),
  routesUrl: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "URL of the page's FOSJsRouting dump (JSON, or the controller's JSONP), which replaces the shipped route manifest; fetched once, within `data-api-timeout`.",
      ),
    ),
  ),
  routes: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown()),
      v.description(
        'Inline FOSJsRouting JSON dump (object) that replaces the shipped route manifest.',
      ),
    ),
  ),
  sentryDsn: v.optional(
    v.pipe(
      v.string(),
      v.url(),
      // Sentry's own shape (protocol, public key, host, numeric project id last): Sentry prints a DSN
      // it cannot read to the console, whole, so another URL is refused here, named like any bad setting.
      v.regex(SENTRY_DSN, 'a Sentry DSN such as https://<key>@<host>/<project id>'),
      v.description('Sentry DSN. Without it no error is sent.'),
    ),
  ),
  release: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "The site's version, sent with Sentry events as the `site_release` tag (events are filed under the bundle's own release).",
      ),
    ),
  ),
  environment: v.optional(v.pipe(v.string(), v.description('Sentry environment.'))),
  userId: v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(String),
      v.description(
        "Logged-in user id, empty for a visitor: passed to Sentry, and the owner of the form's saved draft (another account, or a visitor after sign-out, never gets it back).",
      ),
    ),
  ),
  csrfToken: v.optional(
    v.pipe(
      v.string(),
      v.description(
        "Sent as `X-CSRF-Token` on every API request to the page's own origin and to `data-api-hosts`, never to another host.",
      ),
    ),
  ),
  apiHosts: v.optional(
    v.pipe(
      v.array(
        v.pipe(
          v.string(),
          v.check(isOrigin, 'an http(s) origin such as https://api.example.com (no path)'),
        ),
      ),
      v.description(
        'Origins of the site\'s own API when it is not the page\'s (`["https://api.example.com"]`): they also get `X-CSRF-Token`. Exact origins only: no wildcard, no path.',
      ),
    ),
  ),
  currency: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[A-Z]{3}$/, 'an ISO 4217 code such as PLN'),
      v.description('Page currency, ISO 4217.'),
    ),
    'EUR',
  ),
  apiTimeout: v.optional(
    v.pipe(v.number(), v.minValue(1000), v.description('API time-out in ms.')),
    15000,
  ),
});

export type PageConfig = v.InferOutput<typeof pageConfigSchema>;

let cached: PageConfig | null = null;

export function getPageConfig(doc: Document = document): PageConfig {
  if (cached) return cached;
  const meta = doc.querySelector(PAGE_CONFIG_SELECTOR);
  try {
    cached = meta
      ? parseDataAttributes('page', meta, pageConfigSchema)
      : v.parse(pageConfigSchema, {});
  } catch (error) {
    // A broken page config must not take the widgets down: report it and run on defaults.
    logError('[transport-widgets] page config ignored:', error);
    reportError(error, { widget: 'page', kind: 'config' });
    cached = v.parse(pageConfigSchema, {});
  }
  if (!cached.locale) {
    const locale = langFallback(doc.documentElement.getAttribute('lang'));
    if (locale) cached = { ...cached, locale };
  }
  return cached;
}

/**
 * `<html lang>` as the locale when the meta tag names none. It goes into every
 * request's Accept-Language header, where a control character makes fetch
 * throw before anything is sent: it is checked as `data-locale` is, and a
 * value of another shape is named (not echoed: it is page text) and ignored.
 */
function langFallback(lang: string | null): string | undefined {
  // An empty attribute means "not set".
  if (lang === null || lang.trim() === '') return undefined;
  const parsed = v.safeParse(localeSchema, lang);
  if (parsed.success) return parsed.output;
  const error = new ConfigError(
    'page',
    '<html lang>',
    'a locale such as pl_PL or pl',
    describeValue(lang),
    true,
  );
  logError('[transport-widgets]', error);
  reportError(error, { widget: 'page', kind: 'config' });
  return undefined;
}

export function resetPageConfigForTests(): void {
  cached = null;
}
