import { ConfigError } from '../../core/errors/errors';
import { defineWidget } from '../../core/mount/widget';
import { auctionFormConfigSchema } from './config';
import { warmFirstScreen } from './warm-first-screen';
// The entry's stylesheet: the room the first screen will take, from the page's first paint.
import './first-screen-room.css';

export const widget = defineWidget({
  name: 'auction-form',
  schema: auctionFormConfigSchema,
  async mount(element, config, context) {
    if (config.mode === 'edit' && !config.auctionId) {
      throw new ConfigError(
        context.widget,
        'data-auction-id',
        'an auction id in edit mode',
        'nothing',
      );
    }
    // The whole form (React, the store, the screens) stays out of the entry script; what its first
    // screen needs starts downloading beside it, not after it.
    const app = import(/* webpackChunkName: "auction-form-app" */ './ui/mount-ui');
    warmFirstScreen(config);
    const { mountUi } = await app;
    return mountUi(element, config, context);
  },
});
