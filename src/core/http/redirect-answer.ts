const REDIRECT_STATUSES: ReadonlySet<number> = new Set([301, 302, 303, 307, 308]);

/**
 * Whether a response is a redirect left unfollowed (`redirect: 'manual'`): browsers hand an
 * `opaqueredirect` with status 0 and no Location, other fetch implementations the 3xx itself.
 * Neither our API routes nor the route dump redirect: a redirect is the firewall sending an ended
 * session to its login page, on this origin or a single sign-on's.
 */
export const redirectAnswer = (response: Pick<Response, 'type' | 'status'>): boolean =>
  response.type === 'opaqueredirect' || REDIRECT_STATUSES.has(response.status);
