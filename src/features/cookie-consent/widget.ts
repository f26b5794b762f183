import { defineWidget } from '../../core/mount/widget';
import { cookieBarConfigSchema } from './config';
import { mountCookieBar } from './cookie-bar';

export const widget = defineWidget({
  name: 'cookie-bar',
  schema: cookieBarConfigSchema,
  mount: (element, config) => mountCookieBar(element, config),
});
