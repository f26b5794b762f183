import { scrubText } from './scrub';

/**
 * The one door to the error-reporting service. Sentry is loaded lazily (never
 * before first paint) and only when the page gives a DSN; until then reports
 * wait in a short queue so an error during start-up is not lost.
 */
export interface ReportContext {
  widget?: string;
  kind?: string;
  extra?: Record<string, unknown>;
}

type Sink = (error: unknown, context: ReportContext) => void;

const MAX_QUEUE = 20;
let sink: Sink | null = null;
let disabled = false;
const queue: Array<[unknown, ReportContext]> = [];

/** A breadcrumb for our own Sentry scope: it rides along with the next report from this page. */
export interface Crumb {
  category: string;
  message: string;
  level: 'info' | 'warning';
  data?: Record<string, unknown>;
}

const crumbs: Crumb[] = [];
let crumbSink: ((crumb: Crumb) => void) | null = null;

export function addBreadcrumb(crumb: Crumb): void {
  if (disabled) return;
  if (crumbSink) crumbSink(crumb);
  else if (crumbs.length < MAX_QUEUE) crumbs.push(crumb);
}

/** The Sentry client takes the breadcrumbs that waited, and the next ones. */
export function setBreadcrumbSink(next: (crumb: Crumb) => void): void {
  crumbSink = next;
  for (const crumb of crumbs.splice(0)) next(crumb);
}

/** Breadcrumbs still waiting for the Sentry client (tests). */
export const pendingBreadcrumbs = (): readonly Crumb[] => crumbs;

export function reportError(error: unknown, context: ReportContext = {}): void {
  if (disabled) return;
  if (sink) {
    sink(error, context);
    return;
  }
  if (queue.length < MAX_QUEUE) queue.push([error, context]);
}

/** Installs the sink (the Sentry client) and flushes what waited. */
export function setReportSink(next: Sink): void {
  sink = next;
  for (const [error, context] of queue.splice(0)) next(error, context);
}

/** No DSN on this page: forget queued reports and stop queueing. */
export function disableReporting(): void {
  disabled = true;
  queue.length = 0;
  crumbs.length = 0;
}

/** Console output that never carries a token, e-mail or phone number. */
export function logError(message: string, error?: unknown): void {
  let detail: string;
  try {
    detail =
      error instanceof Error
        ? `${error.name}: ${error.message}`
        : error === undefined
          ? ''
          : String(error);
  } catch {
    // A thrown value that cannot become text (null prototype, a throwing toString) must not escape the catch that logs it.
    detail = Object.prototype.toString.call(error);
  }
  console.error(scrubText(detail ? `${message} ${detail}` : message));
}

export function resetReportingForTests(): void {
  sink = null;
  crumbSink = null;
  disabled = false;
  queue.length = 0;
  crumbs.length = 0;
}
