import { defineWidget } from '../../core/mount/widget';
import { validationMessagesConfigSchema } from './config';

export const widget = defineWidget({
  name: 'validation-messages',
  schema: validationMessagesConfigSchema,
  mount: () => undefined,
});
