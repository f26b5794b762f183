import { extendGlobalApi } from '../../core/mount/registry';
import type { CookieBarConfig } from './config';
import { effectiveBits, valueForChoice } from './consent-bits';
import { applyConsentEffects, readStoredConsent } from './consent-store';
import { discardFirstScreen } from './first-screen';
import { currentHostname } from './host';
import type { ConsentUiHandle, ConsentUiHost, ConsentView } from './ui-contract';

const SETTINGS_LINK_SELECTOR = '[data-cookie-settings]';

/**
 * The React-free part: it reads the cookie, applies the consent to the page
 * and only downloads the React UI when the bar must show (no decision yet)
 * or the visitor asks for the settings. A returning visitor's entry mounts it
 * with the defaults before the schema loads (`lean-widget.ts`): `fullConfig`
 * then gives the schema's config (the policy link) for the UI.
 */
export function mountCookieBar(
  element: HTMLElement,
  config: CookieBarConfig,
  fullConfig?: () => Promise<CookieBarConfig>,
) {
  const hostname = currentHostname();
  let stored = readStoredConsent(config);
  applyConsentEffects(effectiveBits(stored ?? 0, hostname), config, hostname);

  // Writing the cookie (js-cookie) loads with the UI: a decision is only ever made in the UI.
  let save: typeof import('./save-consent').saveConsent | null = null;
  const host: ConsentUiHost = {
    config,
    hostname,
    stored: () => stored,
    decide(choice, selection) {
      const value = valueForChoice(choice, selection, hostname);
      const previous = stored;
      stored = (save as NonNullable<typeof save>)(value, previous, host.config, hostname);
      return stored;
    },
  };

  let ui: Promise<ConsentUiHandle> | null = null;
  let unmounted = false;
  const open = async (view: ConsentView, focus: boolean): Promise<void> => {
    ui ??= Promise.all([
      import(/* webpackChunkName: "cookie-bar-ui" */ './ui/mount-ui'),
      import(/* webpackChunkName: "cookie-bar-ui" */ './save-consent'),
      fullConfig?.(),
    ])
      .then(([module, saving, full]) => {
        save = saving.saveConsent;
        if (full) host.config = full;
        return module.mountUi(element, host, view);
      })
      .catch((error: unknown) => {
        // No UI: a first screen painted before it must not stay with buttons that do nothing.
        discardFirstScreen(element);
        throw error;
      });
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
    discardFirstScreen(element);
    document.removeEventListener('click', onClick);
    void ui?.then((handle) => handle.unmount());
  };
  if (stored !== null) return unmount;
  return open('bar', false).then(() => unmount);
}
