import { defineWidget } from '../../core/mount/widget';
import { loginHelperConfigSchema } from './config';

export const widget = defineWidget({
  name: 'login-helper',
  schema: loginHelperConfigSchema,
  mount: () => undefined,
});
