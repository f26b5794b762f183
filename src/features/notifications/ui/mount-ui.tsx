import { getRouter } from '@/core/router/get-router';
import { currentLocale, getI18n } from '@/core/i18n/i18n';
import { loadMomentLocale } from '@/core/i18n/moment-locale';
import type { MountContext, Unmount } from '@/core/mount/widget';
import { renderWidget } from '@/core/ui/render-widget';
import { notificationsApi, type NotificationsApi } from '../api';
import type { NotificationsConfig } from '../config';
import { startLiveFeed, type LiveFeedOptions } from '../live/live-feed';
import { cookieTokenSource } from '../live/token';
import { parseHubData } from '../model';
import { NotificationsStore } from '../store';
import { NotificationsCentre } from './notifications-centre';

export interface MountDeps {
  api?: NotificationsApi;
  /** Tests swap the browser's EventSource, Web Locks and BroadcastChannel. */
  live?: Partial<Pick<LiveFeedOptions, 'createEventSource' | 'locks' | 'bus' | 'tokens'>>;
}

/** The signed-in part: loads translations and moment's locale, then the data, then goes live. */
export async function mountUi(
  element: HTMLElement,
  config: NotificationsConfig,
  context: MountContext,
  deps: MountDeps = {},
): Promise<Unmount> {
  const api = deps.api ?? notificationsApi;
  const [i18n, hubUrl] = await Promise.all([
    getI18n(['notifications', 'common']),
    config.hubUrl ?? getRouter().then((router) => router.generate('notifications_hub')),
  ]);
  const locale = currentLocale();
  await loadMomentLocale(locale).catch(() => undefined); // English relative times beat no widget

  const store = new NotificationsStore();
  const controller = new AbortController();

  const reload = async (): Promise<void> => {
    const [unread, items] = await Promise.all([
      api.unread(controller.signal),
      api.list(config.listType, controller.signal),
    ]);
    store.loaded(items, unread);
  };
  const firstLoad = (): void => {
    store.loading();
    reload().catch(() => {
      if (!controller.signal.aborted) store.failed();
    });
  };

  const feed = startLiveFeed({
    hubUrl,
    topics: config.topics ?? [],
    tokens: deps.live?.tokens ?? cookieTokenSource(config.tokenCookie),
    pollInterval: config.pollInterval,
    onEvent(event) {
      const item = parseHubData(event.data, event.id);
      if (item) store.receive(item);
    },
    onPoll: reload,
    onViewedElsewhere: (id) => store.viewedElsewhere(id),
    ...deps.live,
  });
  firstLoad();

  const markViewed = async (id: string): Promise<void> => {
    if (await store.markViewed(id, api.markViewed)) feed.viewed(id);
  };

  const unmount = renderWidget(
    element,
    <NotificationsCentre
      store={store}
      locale={locale}
      onOpenItem={markViewed}
      onRetry={firstLoad}
    />,
    { widget: context.widget, i18n },
  );
  return () => {
    controller.abort();
    feed.stop();
    unmount();
  };
}
