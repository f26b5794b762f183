import { defineLeanWidget, rawAttribute } from '../../core/mount/lean-widget';
import type { CookieBarConfig } from './config';
import { readStoredConsent } from './consent-store';
import { mountCookieBar } from './cookie-bar';
import { COOKIE_BAR_DEFAULTS } from './defaults';
import { EFFECT_ATTRIBUTES, isReturningVisitorNode } from './returning-visitor';

const preloadUi = (): void =>
  void import(/* webpackChunkName: "cookie-bar-ui" */ './ui/mount-ui').catch(() => undefined);

/** The entry's widget: a returning visitor's page applies the stored consent before any schema loads. */
export const leanWidget = defineLeanWidget<CookieBarConfig>({
  name: 'cookie-bar',
  decide(element) {
    const set = EFFECT_ATTRIBUTES.filter((name) => rawAttribute(element, name) !== undefined);
    const stored = readStoredConsent(COOKIE_BAR_DEFAULTS);
    if (!isReturningVisitorNode(set, stored)) {
      // A first visit shows the bar: its UI downloads beside the schema, not after it.
      if (stored === null) preloadUi();
      return null;
    }
    const defaults: CookieBarConfig = { ...COOKIE_BAR_DEFAULTS };
    return (node, configured) => mountCookieBar(node, defaults, configured);
  },
  load: () =>
    import(/* webpackChunkName: "cookie-bar-widget" */ './widget').then(({ widget }) => widget),
});
