import { extendGlobalApi } from '../../core/mount/mount-kit';
import { defineWidget } from '../../core/mount/widget';
import { valueForChoice } from './consent-bits';
import { cookieBarConfigSchema, type CookieBarConfig } from './config';
import { applyConsentEffects, readStoredConsent, saveConsent } from './consent-store';
import { currentHostname } from './host';
import type { ConsentUiHandle, ConsentUiHost, ConsentView } from './ui-contract';
import { effectiveBits } from './consent-bits';

const SETTINGS_LINK_SELECTOR = '[data-cookie-settings]';

/**
 * The React-free part: it reads the cookie, applies the consent to the page
 * and only downloads the React UI when the bar must show (no decision yet)
 * or the visitor asks for the settings.
 */
function mountCookieBar(element: HTMLElement, config: CookieBarConfig) {
  const hostname = currentHostname();
  let stored = readStoredConsent(config);
  applyConsentEffects(effectiveBits(stored ?? 0, hostname), config, hostname);

  const host: ConsentUiHost = {
    config,
    hostname,
    stored: () => stored,
    decide(choice, selection) {
      const value = valueForChoice(choice, selection, hostname);
      const previous = stored;
      stored = saveConsent(value, previous, config, hostname);
      return stored;
    },
  };

  let ui: Promise<ConsentUiHandle> | null = null;
  let unmounted = false;
  const open = async (view: ConsentView, focus: boolean): Promise<void> => {
    ui ??= import(/* webpackChunkName: "cookie-bar-ui" */ './ui/mount-ui').then((module) =>
      module.mountUi(element, host),
    );
    const handle = await ui;
    if (!unmounted) handle.show(view, { focus });
  };

  const openSettings = () => open('settings', true);
  const onClick = (event: MouseEvent) => {
    const target =
      event.target instanceof Element ? event.target.closest(SETTINGS_LINK_SELECTOR) : null;
    if (!target) return;
    event.preventDefault();
    void openSettings();
  };
  document.addEventListener('click', onClick);
  extendGlobalApi('openCookieSettings', openSettings);
  extendGlobalApi('getConsent', () => (stored === null ? null : effectiveBits(stored, hostname)));

  const unmount = () => {
    unmounted = true;
    document.removeEventListener('click', onClick);
    void ui?.then((handle) => handle.unmount());
  };
  if (stored !== null) return unmount;
  return open('bar', false).then(() => unmount);
}

export const widget = defineWidget({
  name: 'cookie-bar',
  schema: cookieBarConfigSchema,
  mount: (element, config) => mountCookieBar(element, config),
});
