import { defineWidget } from '../../core/mount/widget';
import { notificationsConfigSchema } from './config';

/**
 * The entry stays tiny and React-free: a signed-out visitor (no
 * `data-signed-in="true"`) gets nothing rendered, no chunk downloaded and no
 * request sent. Only a signed-in page imports the UI, as a lazy chunk.
 */
export const widget = defineWidget({
  name: 'notifications',
  schema: notificationsConfigSchema,
  async mount(element, config, context) {
    if (!config.signedIn) return undefined;
    const { mountUi } = await import(/* webpackChunkName: "notifications-ui" */ './ui/mount-ui');
    return mountUi(element, config, context);
  },
});
