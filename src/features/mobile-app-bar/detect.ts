import { detectPlatform, type MobilePlatform } from './platform';

// Other browsers on iOS also say "Safari" but never show Apple's smart banner.
const NOT_SAFARI =
  /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|YaBrowser|DuckDuckGo|GSA\/|FBAN|FBAV|Instagram|Line\//;

/** Safari on an iPhone, the one browser that shows Apple's own banner for `apple-itunes-app`. */
export const isIosSafari = (userAgent: string): boolean =>
  /iPhone|iPod/.test(userAgent) && /Safari\//.test(userAgent) && !NOT_SAFARI.test(userAgent);

export interface Surroundings {
  userAgent: string;
  /** The page carries `<meta name="apple-itunes-app">`. */
  hasItunesMeta: boolean;
  /** Running as an installed web app (display-mode standalone, or iOS `navigator.standalone`). */
  standalone: boolean;
  /** The app's own webview marks its user agent with this token. */
  appUserAgent: string;
}

/** Where the bar may show, or null. Closing and config are checked elsewhere. */
export function appBarPlatform(env: Surroundings): MobilePlatform | null {
  if (env.standalone) return null;
  if (env.appUserAgent && env.userAgent.includes(env.appUserAgent)) return null;
  const platform = detectPlatform(env.userAgent);
  if (platform === 'ios' && env.hasItunesMeta && isIosSafari(env.userAgent)) return null;
  return platform;
}

const DAY_MS = 86_400_000;

/**
 * Reads the closed flag: the time it was closed, in ms. Without `closedDays`
 * it is closed for good; a flag of unknown age (an older "true") counts as
 * closed for good too.
 */
export function isClosed(flag: string | null, now: number, closedDays?: number): boolean {
  if (flag === null || flag === '') return false;
  const closedAt = Number(flag);
  if (closedDays === undefined || !Number.isFinite(closedAt) || closedAt < 1e12) return true;
  return now - closedAt < closedDays * DAY_MS;
}
