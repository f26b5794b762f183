import { getI18n, currentLocale } from '@/core/i18n/i18n';
import { loadMomentLocale } from '@/core/i18n/moment-locale';
import type { MountContext, Unmount } from '@/core/mount/widget';
import { renderWidget } from '@/core/ui/render-widget';
import type { AuctionFormConfig } from '../config';
import { FAILURE_NAMESPACE } from '../components/failure-notice/failure-namespace';
import { makeStore } from '../store/store';
import { createEnvironment } from './create-environment';
import { FormApp } from './form-app';

const FORM_NAMESPACE = 'auction-form';

export async function mountForm(
  element: HTMLElement,
  config: AuctionFormConfig,
  context: MountContext,
): Promise<Unmount> {
  // The failure texts come along, so a connection lost later can still be explained.
  const i18n = await getI18n([FORM_NAMESPACE, FAILURE_NAMESPACE]);
  const locale = currentLocale();
  await loadMomentLocale(locale);
  const env = await createEnvironment(config, locale, context.page.currency);
  const { store, persistor, stopTabs } = makeStore({ env });
  const unmount = renderWidget(element, <FormApp store={store} persistor={persistor} env={env} />, {
    widget: context.widget,
    i18n,
  });
  return () => {
    void persistor?.flush();
    persistor?.pause();
    stopTabs();
    unmount();
  };
}
