import { defineLeanWidget, rawAttribute } from '../../core/mount/lean-widget';
import type { LoginHelperConfig } from './config';
import { listenForTriggers } from './trigger-listener';
import { buildsLoginThroughRouter } from './router-login';

/** The entry's widget: the platform's node (no attribute) listens for triggers before any schema loads. */
export const leanWidget = defineLeanWidget<LoginHelperConfig>({
  name: 'login-helper',
  decide: (element) =>
    buildsLoginThroughRouter(rawAttribute(element, 'data-login-check-url'))
      ? () => listenForTriggers()
      : null,
  load: () =>
    import(/* webpackChunkName: "login-helper-widget" */ './widget').then(({ widget }) => widget),
});
