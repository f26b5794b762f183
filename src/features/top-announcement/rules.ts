import type { TopAnnouncementConfig } from './config';

/** Inside [startsAt, endsAt): a missing bound is open. */
export function isWithinWindow(now: number, startsAt?: string, endsAt?: string): boolean {
  const start = startsAt ? Date.parse(startsAt) : Number.NaN;
  const end = endsAt ? Date.parse(endsAt) : Number.NaN;
  if (!Number.isNaN(start) && now < start) return false;
  if (!Number.isNaN(end) && now >= end) return false;
  return true;
}

/** Closed only counts for the announcement whose id was stored: a new id shows again. */
export const isDismissed = (
  closed: string | undefined,
  closedId: string | undefined,
  id: string,
): boolean => closed === '1' && closedId === id;

/** Everything that decides whether the announcement shows, given the two cookies. */
export function shouldShow(
  config: TopAnnouncementConfig,
  now: number,
  cookies: { closed: string | undefined; closedId: string | undefined },
): boolean {
  if (!config.enabled || !config.id || !config.content?.trim()) return false;
  if (!isWithinWindow(now, config.startsAt, config.endsAt)) return false;
  return !isDismissed(cookies.closed, cookies.closedId, config.id);
}

/** Links the config itself gives: http(s), mail, phone or relative. Never `javascript:` and friends. */
export const SAFE_URL = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export function isSafeUrl(url: string): boolean {
  // Browsers ignore tabs, newlines and leading control characters in a scheme ("java\tscript:").
  const compact = [...url]
    .filter((c) => {
      const code = c.charCodeAt(0);
      return code > 0x20 && (code < 0x7f || code > 0x9f);
    })
    .join('');
  return compact.length > 0 && SAFE_URL.test(compact);
}
