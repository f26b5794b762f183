import { defineWidget } from '../../core/mount/widget';
import { readCookie } from '../../core/storage/cookie-read';
import { topAnnouncementConfigSchema, type TopAnnouncementConfig } from './config';
import { dismiss } from './dismissal';
import { hideNode } from './hide-node';
import { factsOfConfig, shouldShow } from './show-rule';

/**
 * React-free: checks the switch, the time window and the close cookies, and
 * downloads the UI (React, DOMPurify, texts) only when the announcement shows.
 */
async function mountTopAnnouncement(element: HTMLElement, config: TopAnnouncementConfig) {
  if (!config.id || !shouldShow(factsOfConfig(config, readCookie), Date.now())) {
    // Normally the server or the pre-paint guard already hid it before first paint.
    hideNode(element);
    return undefined;
  }
  const id = config.id;
  // Without the guard (or before it ran) the reservation still applies from here on.
  if (config.minHeight && !element.style.minHeight) element.style.minHeight = config.minHeight;
  const { mountUi } = await import(/* webpackChunkName: "top-announcement-ui" */ './ui/mount-ui');
  return mountUi(element, {
    config,
    close: () => {
      dismiss(config, id);
      hideNode(element);
    },
  });
}

export const widget = defineWidget({
  name: 'top-announcement',
  schema: topAnnouncementConfigSchema,
  mount: (element, config) => mountTopAnnouncement(element, config),
});
