// @vitest-environment node
import { appBarCannotShow } from '@/features/mobile-app-bar/cannot-show';
import { appBarPlatform } from '@/features/mobile-app-bar/detect';
import { UA } from './user-agents';

describe('appBarCannotShow', () => {
  // [app name (undefined: not set), user agent, never shows without the schema]
  it.each<[string | undefined, keyof typeof UA, boolean]>([
    [undefined, 'androidPhone', true],
    [undefined, 'desktop', true],
    ['TransportMarket', 'desktop', true],
    ['TransportMarket', 'androidTablet', true],
    ['TransportMarket', 'ipad', true],
    ['TransportMarket', 'androidPhone', false],
    ['TransportMarket', 'iphoneSafari', false],
    ['TransportMarket', 'iphoneChrome', false],
    // The app's webview is a phone: the schema's `appUserAgent` decides there.
    ['TransportMarket', 'appWebview', false],
  ])('app name %j on %s → %s', (appName, device, expected) => {
    expect(appBarCannotShow(appName, UA[device])).toBe(expected);
    // Where it says "cannot show", the full rule agrees for any config.
    if (expected && appName)
      expect(
        appBarPlatform({
          userAgent: UA[device],
          hasItunesMeta: false,
          standalone: false,
          appUserAgent: 'AnyToken',
        }),
      ).toBeNull();
  });
});
