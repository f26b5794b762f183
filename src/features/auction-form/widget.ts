import { defineWidget } from '../../core/mount/widget';
import { auctionFormConfigSchema } from './config';

export const widget = defineWidget({
  name: 'auction-form',
  schema: auctionFormConfigSchema,
  mount: () => undefined,
});
