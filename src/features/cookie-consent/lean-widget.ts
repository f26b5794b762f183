import { defineLeanWidget, rawAttribute } from '../../core/mount/lean-widget';
import { firstScreensPainted, holdForAdoption } from '../../core/scheduling/first-screens';
import type { CookieBarConfig } from './config';
import { readStoredConsent } from './consent-store';
import { mountCookieBar } from './cookie-bar';
import { COOKIE_BAR_DEFAULTS } from './defaults';
import { discardFirstScreen, paintFirstScreen } from './first-screen';
import { EFFECT_ATTRIBUTES, isReturningVisitorNode } from './returning-visitor';

// After a first screen painted before React, if the page has one (core/scheduling/first-screens.ts).
const preloadUi = (): void =>
  void firstScreensPainted()
    .then(() => import(/* webpackChunkName: "cookie-bar-ui" */ './ui/mount-ui'))
    .catch(() => undefined);

/**
 * The entry's widget: a returning visitor's page applies the stored consent before any schema
 * loads; a first visit's bar is painted from the build's markup before React and its schema.
 */
export const leanWidget = defineLeanWidget<CookieBarConfig>({
  name: 'cookie-bar',
  decide(element) {
    const set = EFFECT_ATTRIBUTES.filter((name) => rawAttribute(element, name) !== undefined);
    const stored = readStoredConsent(COOKIE_BAR_DEFAULTS);
    if (isReturningVisitorNode(set, stored)) {
      const defaults: CookieBarConfig = { ...COOKIE_BAR_DEFAULTS };
      return (node, configured) => mountCookieBar(node, defaults, configured);
    }
    if (stored !== null) return null;
    // A first visit shows the bar: its UI downloads beside the schema, not after it.
    preloadUi();
    // A node naming its own cookie is decided by the schema (which cookie says "first visit").
    if (rawAttribute(element, 'data-cookie-name') !== undefined) return null;
    // Painted at once from the build's markup; the bar mounts on the schema's config as before.
    paintFirstScreen(element);
    return (node, configured) => {
      const mounted = configured().then(
        (config) => mountCookieBar(node, config),
        (error: unknown) => {
          discardFirstScreen(node);
          throw error;
        },
      );
      // The announcement's and the bell's schemas and UIs wait until the bar's buttons answer.
      holdForAdoption(mounted);
      return mounted;
    };
  },
  load: () =>
    import(/* webpackChunkName: "cookie-bar-widget" */ './widget').then(({ widget }) => widget),
});
