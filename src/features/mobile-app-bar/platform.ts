/* The phone test alone: the app bar entry's decision runs it on every page, the rest loads with the widget. */

export type MobilePlatform = 'android' | 'ios';

/** Phones only: Android tablets drop "Mobile" from their user agent, iPads are not iPhones. */
export function detectPlatform(userAgent: string): MobilePlatform | null {
  if (/Android/i.test(userAgent)) return /Mobile/i.test(userAgent) ? 'android' : null;
  if (/iPhone|iPod/.test(userAgent)) return 'ios';
  return null;
}
