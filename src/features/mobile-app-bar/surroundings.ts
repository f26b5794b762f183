import type { Surroundings } from './detect';

/** Reads the browser facts the rules need (kept apart so the rules stay pure). */
export function readSurroundings(appUserAgent: string, win: Window = window): Surroundings {
  let standalone = (win.navigator as Navigator & { standalone?: boolean }).standalone === true;
  try {
    standalone ||= win.matchMedia?.('(display-mode: standalone)').matches === true;
  } catch {
    // An old browser without matchMedia is simply not standalone.
  }
  return {
    userAgent: win.navigator.userAgent,
    hasItunesMeta: win.document.querySelector('meta[name="apple-itunes-app"]') !== null,
    standalone,
    appUserAgent,
  };
}
