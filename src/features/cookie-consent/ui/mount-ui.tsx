import { getI18n } from '@/core/i18n/i18n';
import { renderWidget } from '@/core/ui/render-widget';
import { effectiveBits } from '../consent-bits';
import type { ConsentUiHandle, ConsentUiHost } from '../ui-contract';
import { ConsentApp } from './consent-app';
import { createViewStore } from './view-store';

/** The toggles start from the stored decision, else from the configured default. */
const startingSelection = (host: ConsentUiHost): number =>
  effectiveBits(host.stored() ?? host.config.defaultConsent, host.hostname);

/** The lazy chunk's entry: React, i18next and the texts load only from here. */
export async function mountUi(element: HTMLElement, host: ConsentUiHost): Promise<ConsentUiHandle> {
  const i18n = await getI18n(['cookie-consent']);
  const store = createViewStore(startingSelection(host));
  const unmount = renderWidget(element, <ConsentApp host={host} store={store} />, {
    widget: 'cookie-bar',
    i18n,
  });
  return {
    show(view, { focus }) {
      const selection = startingSelection(host);
      if (focus) {
        // Remember where the visitor came from (the footer link) to return there afterwards.
        store.set({ selection, returnTo: document.activeElement });
        store.focusOn(view, view);
      } else {
        store.set({ view, selection });
      }
    },
    unmount,
  };
}
