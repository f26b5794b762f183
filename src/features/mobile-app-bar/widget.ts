import { defineWidget } from '../../core/mount/widget';
import { mobileAppBarConfigSchema } from './config';

export const widget = defineWidget({
  name: 'mobile-app-bar',
  schema: mobileAppBarConfigSchema,
  mount: () => undefined,
});
