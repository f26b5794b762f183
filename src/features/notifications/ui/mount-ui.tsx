import { ApiError } from '@/core/http/api-error';
import { currentLocale, getI18n } from '@/core/i18n/i18n';
import { loadMomentLocale } from '@/core/i18n/moment-locale';
import type { MountContext, Unmount } from '@/core/mount/widget';
import { loadRouter } from '@/core/router/load-router';
import { openLoginFlow } from '@/core/security/open-login';
import { renderWidget } from '@/core/ui/render-widget';
import { notificationsApi, type NotificationsApi } from '../api';
import type { NotificationsConfig } from '../config';
import { startLiveFeed, type LiveFeedOptions } from '../live/live-feed';
import { cookieTokenSource, SignedOutError, type TokenSource } from '../live/token';
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
    // Without the page's routes (reported where they failed) the hub is unknown: the bell polls the
    // API, whose requests name the failure (an ended session signs the bell out).
    config.hubUrl ??
      loadRouter()
        .then((router) => router.generate('notifications_hub'))
        .catch(() => null),
  ]);
  const locale = currentLocale();
  await loadMomentLocale(locale).catch(() => undefined); // English relative times beat no widget

  const store = new NotificationsStore();
  const controller = new AbortController();

  // The session ended (a 401, or the server's login page instead of an answer): the bell says so
  // and nothing is asked again until the page is loaded anew.
  let ended = false;
  const signedOut = (): void => {
    if (ended) return;
    ended = true;
    store.signedOut();
    // After the caller's own handling (the hub stops itself on the same error).
    queueMicrotask(stopFeed);
  };
  const reload = async (): Promise<void> => {
    if (ended) return;
    try {
      const [unread, items] = await Promise.all([
        api.unread(controller.signal),
        api.list(config.listType, controller.signal),
      ]);
      store.loaded(items, unread);
    } catch (error) {
      if (error instanceof ApiError && error.isAuth) signedOut();
      throw error;
    }
  };
  const firstLoad = (): void => {
    if (ended) return;
    store.loading();
    reload().catch(() => {
      if (!controller.signal.aborted && !ended) store.failed();
    });
  };

  const tokens: TokenSource = deps.live?.tokens ?? cookieTokenSource(config.tokenCookie);
  const feed = startLiveFeed({
    hubUrl: hubUrl ?? '',
    topics: hubUrl === null ? [] : (config.topics ?? []),
    pollInterval: config.pollInterval,
    onEvent(event) {
      const item = parseHubData(event.data, event.id);
      if (item) store.receive(item);
    },
    onPoll: reload,
    onViewedElsewhere: (id) => store.viewedElsewhere(id),
    ...deps.live,
    tokens: {
      read: () => tokens.read(),
      refresh: () =>
        tokens.refresh().catch((error: unknown) => {
          if (error instanceof SignedOutError) signedOut();
          throw error;
        }),
    },
  });
  let feedStopped = false;
  function stopFeed(): void {
    if (feedStopped) return;
    feedStopped = true;
    feed.stop();
  }
  firstLoad();

  const openLogin = (): void => void openLoginFlow('front_force_login', 'notifications');
  // The visitor's own click met the ended session: the login opens at once, as the form's submit does.
  const markRequest = (id: string): Promise<void> =>
    api.markViewed(id).catch((error: unknown) => {
      if (error instanceof ApiError && error.isAuth && !ended) {
        signedOut();
        openLogin();
      }
      throw error;
    });
  const markViewed = async (id: string): Promise<void> => {
    if (await store.markViewed(id, markRequest)) feed.viewed(id);
  };

  const unmount = renderWidget(
    element,
    <NotificationsCentre
      store={store}
      locale={locale}
      onOpenItem={markViewed}
      onRetry={firstLoad}
      onLogin={openLogin}
    />,
    { widget: context.widget, i18n },
  );
  return () => {
    controller.abort();
    stopFeed();
    unmount();
  };
}
