import { getI18n } from '@/core/i18n/i18n';
import { renderWidgetRoot } from '@/core/ui/render-widget';
import { effectiveBits } from '../consent-bits';
import { takeFirstScreen } from '../first-screen';
import type { ConsentUiHandle, ConsentUiHost, ConsentView } from '../ui-contract';
import { ConsentApp } from './consent-app';
import { createViewStore } from './view-store';

/** The toggles start from the stored decision, else from the configured default. */
const startingSelection = (host: ConsentUiHost): number =>
  effectiveBits(host.stored() ?? host.config.defaultConsent, host.hostname);

/**
 * The lazy chunk's entry: React, i18next and the texts load only from here. When the bar's first
 * screen was painted from the build's markup (`../first-screen.ts`) and this page's texts and
 * policy link are what it shows, React hydrates it: resolved once React listens, and the click
 * held meanwhile is given back. Otherwise the painted markup goes and React renders.
 */
export async function mountUi(
  element: HTMLElement,
  host: ConsentUiHost,
  view: ConsentView,
): Promise<ConsentUiHandle> {
  const [i18n, painted] = await Promise.all([
    getI18n(['cookie-consent']),
    takeFirstScreen(element),
  ]);
  const hydrate =
    painted !== null &&
    view === 'bar' &&
    painted.locale === i18n.language &&
    painted.policyUrl === host.config.policyUrl;
  // Rendered anew, the held click goes to the same button once React has committed.
  if (painted && !hydrate) element.replaceChildren();
  const store = createViewStore(startingSelection(host), view === 'bar' ? 'bar' : null);
  const unmount = await renderWidgetRoot(element, <ConsentApp host={host} store={store} />, {
    widget: 'cookie-bar',
    i18n,
    hydrate,
    onCommitted: () => painted?.release(),
  });
  return {
    show(next, { focus }) {
      // The bar is a first visit's question: once answered (by a click held while React loaded,
      // given back as it took over), it is not asked again.
      if (next === 'bar' && host.stored() !== null) return;
      const selection = startingSelection(host);
      if (focus) {
        // Remember where the visitor came from (the footer link) to return there afterwards.
        store.set({ selection, returnTo: document.activeElement });
        store.focusOn(next, next);
      } else {
        store.set({ view: next, selection });
      }
    },
    unmount,
  };
}
