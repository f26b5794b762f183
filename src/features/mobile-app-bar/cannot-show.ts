import { detectPlatform } from './platform';

/**
 * The app bar entry's decision before its schema loads: without an app name, or on anything but
 * a phone (Android phone, iPhone), the bar never shows, whatever the other attributes say. On a
 * phone the schema loads and the full rules apply (webview, standalone, store link, closed flag).
 */
export const appBarCannotShow = (appName: string | undefined, userAgent: string): boolean =>
  appName === undefined || detectPlatform(userAgent) === null;
