import { defineWidget } from '../../core/mount/widget';
import { getStorage } from '../../core/storage/safe-storage';
import { mobileAppBarConfigSchema, type MobileAppBarConfig } from './config';
import { appBarPlatform, isClosed } from './detect';
import { readSurroundings } from './surroundings';

/**
 * React-free: decides from the user agent, config and the closed flag, and
 * only downloads the UI on a phone that should see the bar.
 */
async function mountMobileAppBar(element: HTMLElement, config: MobileAppBarConfig) {
  if (!config.appName) return undefined;
  const platform = appBarPlatform(readSurroundings(config.appUserAgent));
  const storeUrl =
    platform === 'android' ? config.androidUrl : platform === 'ios' ? config.iosUrl : undefined;
  if (!platform || !storeUrl) return undefined;
  const storage = getStorage();
  if (isClosed(storage.getItem(config.storageKey), Date.now(), config.closedDays)) return undefined;

  const { mountUi } = await import(/* webpackChunkName: "mobile-app-bar-ui" */ './ui/mount-ui');
  return mountUi(element, {
    config,
    platform,
    storeUrl,
    close: () => storage.setItem(config.storageKey, String(Date.now())),
  });
}

export const widget = defineWidget({
  name: 'mobile-app-bar',
  schema: mobileAppBarConfigSchema,
  mount: (element, config) => mountMobileAppBar(element, config),
});
