import { writeCookie } from '../../core/storage/cookies';
import type { TopAnnouncementConfig } from './config';

const DISMISS_DAYS = 365;

/** Sets the close cookie and the announcement-id cookie, both for a year. */
export function dismiss(config: TopAnnouncementConfig, id: string): void {
  const options = { days: DISMISS_DAYS, domain: config.cookieDomain };
  writeCookie(config.closedCookie, '1', options);
  writeCookie(config.idCookie, id, options);
}
