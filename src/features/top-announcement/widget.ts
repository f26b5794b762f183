import { defineWidget } from '../../core/mount/widget';
import { topAnnouncementConfigSchema } from './config';

export const widget = defineWidget({
  name: 'top-announcement',
  schema: topAnnouncementConfigSchema,
  mount: () => undefined,
});
