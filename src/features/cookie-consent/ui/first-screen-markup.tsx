import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { identifierPrefix, widgetTree } from '@/core/ui/widget-tree';
import { SPEC_DEFAULT_SELECTION } from '../consent-bits';
import { COOKIE_BAR_DEFAULTS } from '../defaults';
import type { ConsentUiHost } from '../ui-contract';
import { ConsentApp } from './consent-app';
import { POLICY_SLOT } from './first-screen-paint';
import { createViewStore } from './view-store';

/**
 * The bar's first screen as the build renders it, per locale (tools/first-screen-loader.ts): the
 * same tree `mountUi` hydrates (`widgetTree`, `ConsentApp` in its bar view), a first visit with
 * nothing decided. The policy link's href is a slot the page fills from its node, or removes.
 */
export function renderFirstScreen(locale: string, resources: Record<string, unknown>): string {
  const i18n = i18next.createInstance();
  void i18n.init({
    lng: locale,
    resources: { [locale]: { 'cookie-consent': resources } },
    ns: ['cookie-consent'],
    defaultNS: false,
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const host: ConsentUiHost = {
    config: { ...COOKIE_BAR_DEFAULTS, policyUrl: POLICY_SLOT },
    // The bar view does not depend on the host (only the settings view's .pl rule does).
    hostname: 'localhost',
    stored: () => null,
    decide: () => {
      throw new Error('The build renders; it never decides.');
    },
  };
  const store = createViewStore(SPEC_DEFAULT_SELECTION, 'bar');
  return renderToString(
    widgetTree(<ConsentApp host={host} store={store} />, { widget: 'cookie-bar', i18n }),
    {
      identifierPrefix: identifierPrefix('cookie-bar'),
    },
  );
}
