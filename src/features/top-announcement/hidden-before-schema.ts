import { CLOSED_COOKIE, COOKIE_NAME, ID_COOKIE } from './cookie-names';

/** The raw attributes the decision reads (undefined: not set or empty), as the pre-paint guard reads them. */
export interface AnnouncementNode {
  id?: string;
  content?: string;
  enabled?: string;
  closedCookie?: string;
  idCookie?: string;
}

/**
 * The announcement entry's decision before its schema loads, the pre-paint guard's rules on the
 * raw node: hidden when the switch is off, there is no id or no text, or the visitor closed this
 * id (the close cookie is `1` and the id cookie holds it). False means "load the schema": it may
 * show, or a cookie name the decision cannot vouch for is set. The time window is left to the
 * schema: a closed or switched-off announcement hides whatever its window.
 */
export function isHiddenBeforeSchema(
  node: AnnouncementNode,
  cookie: (name: string) => string | undefined,
): boolean {
  if (node.enabled?.trim() === 'false' || !node.id || !node.content?.trim()) return true;
  const closedName = node.closedCookie ?? CLOSED_COOKIE;
  const idName = node.idCookie ?? ID_COOKIE;
  if (!COOKIE_NAME.test(closedName) || !COOKIE_NAME.test(idName)) return false;
  return cookie(closedName) === '1' && cookie(idName) === node.id;
}
