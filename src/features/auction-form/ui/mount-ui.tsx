import { getI18n, currentLocale } from '@/core/i18n/i18n';
import type { MountContext, Unmount } from '@/core/mount/widget';
import { renderWidgetRoot } from '@/core/ui/render-widget';
import { startFactsOf, type AuctionFormConfig } from '../config';
import { takeAskedCategories, takeFirstScreen } from '../first-screen';
import { FAILURE_NAMESPACE, FORM_NAMESPACE } from '../model/namespaces';
import { likelyFirstStep, startAsksForData } from '../rules/first-step';
import { createEnvironment } from '../state/store/create-environment';
import { startForm } from '../state/store/start-form';
import { makeStore } from '../state/store/store';
import { FormApp } from './form-app';
import { answerScreenWanted, preloadScreen } from './steps/registry';

export { FORM_NAMESPACE };

export async function mountUi(
  element: HTMLElement,
  config: AuctionFormConfig,
  context: MountContext,
): Promise<Unmount> {
  // The failure texts come along, so a connection lost later can still be explained. Translations,
  // environment and the categories request run in parallel.
  const i18nReady = getI18n([FORM_NAMESPACE, FAILURE_NAMESPACE]);
  // The shell's lazy() shows any failure.
  const firstScreen = preloadScreen(likelyFirstStep(config)).catch(() => undefined);
  const locale = currentLocale();
  const env = await createEnvironment(config, locale, context.page);
  // The categories the entry asked for while this chunk downloaded are the start's, in its locale.
  const asked = takeAskedCategories(element);
  const askedCategories = asked?.locale === env.locale ? asked.answer : null;
  const { store, persistor, stopTabs } = makeStore({ env, askedCategories });
  const stopAnswering = answerScreenWanted(store.dispatch);
  // The start-up runs here, not in a component: its requests leave before the first render.
  const starting = store.dispatch(startForm(persistor));
  // A start that asks the API for nothing, or only for the categories the entry's request already
  // has the answer of, is done before React's first render, with its screen's module: that render is
  // then the first screen itself (or adopts the one painted), not a loader replaced a moment later.
  // One that waits for the API renders at once, its loader (`role="status"`) saying so, and takes
  // the node at once: a category step painted later would not be what React renders.
  const waits =
    !startAsksForData(startFactsOf(config)) ||
    (askedCategories !== null && asked?.settled === true);
  const paintedEarly = waits ? null : takeFirstScreen(element);
  if (waits) await Promise.all([starting, firstScreen]);
  const i18n = await i18nReady;
  // The category step painted before React (../first-screen.ts) is hydrated: its nodes become
  // React's. In another locale than the form's it is replaced (the first commit clears the node).
  const painted = waits ? takeFirstScreen(element) : paintedEarly;
  const unmount = await renderWidgetRoot(
    element,
    <FormApp store={store} persistor={persistor} env={env} />,
    {
      widget: context.widget,
      i18n,
      hydrate: waits && painted !== null && painted.locale === env.locale,
      onCommitted: () => painted?.release(),
    },
  );
  return () => {
    persistor?.flush();
    persistor?.pause();
    stopTabs();
    stopAnswering();
    unmount();
  };
}
