import { defineWidget } from '../../core/mount/widget';
import { loginHelperConfigSchema } from './config';
import { mountLoginHelper } from './mount-helper';

export { openLogin } from './mount-helper';

export const widget = defineWidget({
  name: 'login-helper',
  schema: loginHelperConfigSchema,
  mount: (_element, config) => mountLoginHelper(config),
});
