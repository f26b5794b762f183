import { defineWidget } from '../../core/mount/widget';
import { cookieBarConfigSchema } from './config';

export const widget = defineWidget({
  name: 'cookie-bar',
  schema: cookieBarConfigSchema,
  mount: () => undefined,
});
