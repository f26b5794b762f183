import type { PageConfig } from '../config/page-config';
import { disableReporting, setReportSink } from './report';

let started = false;

const onIdle = (run: () => void): void => {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1);
};

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
  onIdle(() => {
    import(/* webpackChunkName: "sentry" */ './sentry-client')
      .then(({ createSentrySink }) => setReportSink(createSentrySink(page)))
      .catch(() => disableReporting());
  });
}

export function resetStartReportingForTests(): void {
  started = false;
}
