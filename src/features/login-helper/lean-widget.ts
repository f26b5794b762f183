import { defineLeanWidget, rawAttribute } from '../../core/mount/lean-widget';
import type { LoginHelperConfig } from './config';
import { buildsLoginThroughRouter } from './router-login';
import { listenForTriggers } from './trigger-listener';

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
