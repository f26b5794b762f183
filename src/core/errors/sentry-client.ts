import {
  BrowserClient,
  Scope,
  dedupeIntegration,
  defaultStackParser,
  linkedErrorsIntegration,
  makeFetchTransport,
  type ErrorEvent,
} from '@sentry/browser';
import type { Transport } from '@sentry/core';
import type { PageConfig } from '../config/page-config';
import { BUNDLE_RELEASE } from './bundle-release';
import { setBreadcrumbSink, type ReportContext } from './report';
import { scrubText, scrubValue } from './scrub';

/**
 * Removes anything personal or secret from an event before it leaves: no
 * cookie, header, token, e-mail, phone number or address, whatever path it
 * took into the event. The user is reduced to the id from config.
 */
function scrubEvent(event: ErrorEvent): ErrorEvent {
  const out: ErrorEvent = { ...event };
  if (out.message) out.message = scrubText(out.message);
  if (out.exception?.values) {
    out.exception = {
      ...out.exception,
      values: out.exception.values.map((value) => ({
        ...value,
        value: value.value ? scrubText(value.value) : value.value,
      })),
    };
  }
  if (out.request) {
    const { url } = out.request;
    out.request = { url: url ? scrubText(url.split('?')[0] ?? url) : url };
  }
  if (out.user) out.user = out.user.id !== undefined ? { id: out.user.id } : {};
  if (out.extra) out.extra = scrubValue(out.extra);
  if (out.contexts) out.contexts = scrubValue(out.contexts);
  if (out.tags) out.tags = scrubValue(out.tags);
  if (out.breadcrumbs) {
    out.breadcrumbs = out.breadcrumbs.map((crumb) => ({
      ...crumb,
      message: crumb.message ? scrubText(crumb.message) : crumb.message,
      data: crumb.data ? scrubValue(crumb.data) : crumb.data,
    }));
  }
  return out;
}

/**
 * `bundleRelease`: the release events are filed under, the bundle's own (bundle-release.ts), which
 * the uploaded source maps name; the page's `data-release` (the site's version) goes with each event
 * as the `site_release` tag.
 */
export function createSentrySink(
  page: PageConfig,
  transport: (options: Parameters<typeof makeFetchTransport>[0]) => Transport = makeFetchTransport,
  bundleRelease: string | undefined = BUNDLE_RELEASE,
) {
  // A client of our own rather than Sentry.init: the host page may run its own
  // Sentry, and ours must neither replace it nor catch the host's errors.
  const client = new BrowserClient({
    dsn: page.sentryDsn,
    release: bundleRelease,
    environment: page.environment,
    transport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: () => null,
  });
  const scope = new Scope();
  scope.setClient(client);
  if (page.userId) scope.setUser({ id: page.userId });
  if (page.release) scope.setTag('site_release', page.release);
  client.init();
  setBreadcrumbSink((crumb) => scope.addBreadcrumb({ ...crumb, timestamp: Date.now() / 1000 }));
  return (error: unknown, context: ReportContext): void => {
    scope.captureException(error, {
      captureContext: {
        tags: { widget: context.widget ?? 'unknown', kind: context.kind ?? 'error' },
        extra: context.extra ?? {},
      },
    });
  };
}
