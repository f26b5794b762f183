import { defineWidget } from '../../core/mount/widget';
import { notificationsConfigSchema } from './config';

export const widget = defineWidget({
  name: 'notifications',
  schema: notificationsConfigSchema,
  mount: () => undefined,
});
