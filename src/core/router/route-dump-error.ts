import { WidgetError } from '../errors/errors';

/**
 * Why the route dump did not come, as the visitor is told it (every request waits for the dump, so
 * its failure is theirs): `login`, the firewall sent the session to its login page (a redirect, a
 * 401); `unreachable`, no answer reached the page; `timeout`, none in time; `unusable`, an answer
 * the page cannot use (an error status, an HTML page, a body that is not a dump or over the size
 * cap): the page's or the server's fault.
 */
export type RouteDumpFailure = 'login' | 'unreachable' | 'timeout' | 'unusable';

/** The route dump could not be used: names the URL and what its server did. */
export class RouteDumpError extends WidgetError {
  constructor(
    readonly url: string,
    readonly status: number | undefined,
    readonly detail: string,
    readonly failure: RouteDumpFailure = 'unusable',
  ) {
    super(`Route dump ${url} ${detail}`, 'RouteDumpError');
  }
}
