// @vitest-environment node
import {
  appBarPlatform,
  isClosed,
  isIosSafari,
  type Surroundings,
} from '@/features/mobile-app-bar/detect';
import { detectPlatform } from '@/features/mobile-app-bar/platform';
import { UA } from './user-agents';

const env = (userAgent: string, extra: Partial<Surroundings> = {}): Surroundings => ({
  userAgent,
  hasItunesMeta: false,
  standalone: false,
  appUserAgent: 'TransportMarketApp',
  ...extra,
});

describe('phone detection from the user agent', () => {
  it('finds Android phones and iPhones only', () => {
    expect(detectPlatform(UA.androidPhone)).toBe('android');
    expect(detectPlatform(UA.iphoneSafari)).toBe('ios');
    expect(detectPlatform(UA.iphoneChrome)).toBe('ios');
    expect(detectPlatform(UA.androidTablet)).toBeNull();
    expect(detectPlatform(UA.ipad)).toBeNull();
    expect(detectPlatform(UA.desktop)).toBeNull();
  });

  it('tells Safari from other iOS browsers', () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.iphoneChrome)).toBe(false);
    expect(isIosSafari(UA.androidPhone)).toBe(false);
  });
});

describe('where the bar may show', () => {
  it('shows on phones', () => {
    expect(appBarPlatform(env(UA.androidPhone))).toBe('android');
    expect(appBarPlatform(env(UA.iphoneSafari))).toBe('ios');
  });

  it('leaves iOS Safari to Apple’s own banner when the page has apple-itunes-app', () => {
    expect(appBarPlatform(env(UA.iphoneSafari, { hasItunesMeta: true }))).toBeNull();
    // Chrome on iOS never shows Apple's banner, so ours still shows there.
    expect(appBarPlatform(env(UA.iphoneChrome, { hasItunesMeta: true }))).toBe('ios');
    expect(appBarPlatform(env(UA.androidPhone, { hasItunesMeta: true }))).toBe('android');
  });

  it('never shows inside the app’s webview or a standalone web app', () => {
    expect(appBarPlatform(env(UA.appWebview))).toBeNull();
    expect(appBarPlatform(env(UA.androidPhone, { standalone: true }))).toBeNull();
  });
});

describe('the closed flag', () => {
  const now = Date.parse('2025-06-01T12:00:00Z');
  const day = 86_400_000;

  it('is open without a flag', () => {
    expect(isClosed(null, now)).toBe(false);
    expect(isClosed('', now, 7)).toBe(false);
  });

  it('keeps the bar closed for good by default', () => {
    expect(isClosed(String(now - 400 * day), now)).toBe(true);
    expect(isClosed('true', now)).toBe(true);
  });

  it('reopens after the configured number of days', () => {
    expect(isClosed(String(now - 6 * day), now, 7)).toBe(true);
    expect(isClosed(String(now - 7 * day), now, 7)).toBe(false);
    // A flag of unknown age counts as closed for good.
    expect(isClosed('true', now, 7)).toBe(true);
  });
});
