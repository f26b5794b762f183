import { defineWidget } from '../../core/mount/widget';
import { validationMessagesConfigSchema } from './config';
import { setUpValidation } from './setup';

/**
 * Not a visible widget: its node only says "this page's forms validate with
 * jquery-validation", and mounting it registers the rules and the messages.
 */
export const widget = defineWidget({
  name: 'validation-messages',
  schema: validationMessagesConfigSchema,
  mount: async (_element, _config, context) => {
    await setUpValidation(context.page.locale);
  },
});
