import { ConfigError } from '../../core/errors/errors';
import { defineWidget } from '../../core/mount/widget';
import { auctionFormConfigSchema } from './config';
import { discardFirstScreen, paintFirstScreen } from './first-screen';
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
    // screen needs starts downloading beside it, not after it. Its category step is painted first
    // by a small chunk of its own (first-screen.ts), from the page's categories or the entry's own
    // request for them: the app's evaluation, one long task, then comes after that paint.
    warmFirstScreen(config);
    const app = paintFirstScreen(element, config).then(
      () => import(/* webpackChunkName: "auction-form-app" */ './ui/mount-ui'),
    );
    try {
      const { mountUi } = await app;
      return await mountUi(element, config, context);
    } catch (error) {
      discardFirstScreen(element);
      throw error;
    }
  },
});
