import type { PageConfig } from '../config/page-config';
import { PAGE_CONFIG_SELECTOR } from '../config/page-meta';
import { whenIdle } from '../scheduling/when-idle';
import { disableReporting, setReportSink } from './report';

let started = false;

/**
 * Starts Sentry once per page, whatever number of widgets the page holds, and
 * only when a DSN is configured. The client is a lazy chunk loaded when the
 * browser is idle, so it never delays first paint.
 */
export function startErrorReporting(page: PageConfig): void {
  if (started) return;
  started = true;
  if (!page.sentryDsn) {
    disableReporting();
    return;
  }
  whenIdle(
    () => {
      import(/* webpackChunkName: "sentry" */ './sentry-client')
        .then(({ createSentrySink }) => setReportSink(createSentrySink(page)))
        .catch(() => disableReporting());
    },
    { timeout: 3000, fallbackDelay: 1 },
  );
}

/**
 * What the mount kit calls at start-up. It reads only whether the page gives a DSN: the page
 * config (and its schema) loads only then, so a page without Sentry never downloads it.
 */
export function startPageErrorReporting(doc: Document = document): void {
  if (started) return;
  if (!doc.querySelector(PAGE_CONFIG_SELECTOR)?.getAttribute('data-sentry-dsn')?.trim()) {
    started = true;
    disableReporting();
    return;
  }
  import(/* webpackChunkName: "page-config" */ '../config/page-config').then(
    ({ getPageConfig }) => startErrorReporting(getPageConfig(doc)),
    () => disableReporting(),
  );
}

export function resetStartReportingForTests(): void {
  started = false;
}
