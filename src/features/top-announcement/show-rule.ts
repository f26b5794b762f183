import type { TopAnnouncementConfig } from './config';
import { CLOSED_COOKIE, COOKIE_NAME, ID_COOKIE } from './cookie-names';

/**
 * Whether the top announcement shows: the one decision. The pre-paint guard printed in the page
 * (pre-paint-guard.ts, built into `dist/inline/`), the lean entry and the widget all call it, so
 * none of them can disagree with another about a node.
 */
export interface AnnouncementFacts {
  /** The switch: `false` hides. */
  enabled: boolean;
  id: string | undefined;
  content: string | undefined;
  /** The window's bounds in epoch ms; NaN where there is no bound. */
  startsAt: number;
  endsAt: number;
  /** The close cookie's and the id cookie's values. */
  closed: string | undefined;
  closedId: string | undefined;
}

/** Shown when switched on, with an id and text, inside [startsAt, endsAt), and not closed for this id. */
export function shouldShow(facts: AnnouncementFacts, now: number): boolean {
  if (!facts.enabled || !facts.id || !facts.content?.trim()) return false;
  // NaN compares false both ways: a missing bound leaves the window open on that side.
  if (facts.startsAt > now || facts.endsAt <= now) return false;
  // Closed counts only for the id that was closed: a new id shows again.
  return !(facts.closed === '1' && facts.closedId === facts.id);
}

type Cookie = (name: string) => string | undefined;
const time = (value: string | undefined): number => (value ? Date.parse(value) : Number.NaN);

/** The facts of a parsed config (the widget, the announcement studio). */
export const factsOfConfig = (
  config: TopAnnouncementConfig,
  cookie: Cookie,
): AnnouncementFacts => ({
  enabled: config.enabled,
  id: config.id,
  content: config.content,
  startsAt: time(config.startsAt),
  endsAt: time(config.endsAt),
  closed: cookie(config.closedCookie),
  closedId: cookie(config.idCookie),
});

/**
 * The facts of the raw node, read as the schema reads it, before any schema has loaded (the
 * pre-paint guard, the lean entry): `attribute` gives undefined for a missing or blank attribute;
 * a cookie name the schema would refuse falls back to the default, as it does there.
 */
export function factsOfNode(attribute: (name: string) => string | undefined, cookie: Cookie) {
  const cookieName = (name: string, fallback: string) => {
    const value = attribute(name);
    return value && COOKIE_NAME.test(value) ? value : fallback;
  };
  const facts: AnnouncementFacts = {
    enabled: attribute('data-enabled')?.trim() !== 'false',
    id: attribute('data-id'),
    content: attribute('data-content'),
    startsAt: time(attribute('data-starts-at')),
    endsAt: time(attribute('data-ends-at')),
    closed: cookie(cookieName('data-closed-cookie', CLOSED_COOKIE)),
    closedId: cookie(cookieName('data-id-cookie', ID_COOKIE)),
  };
  return facts;
}
