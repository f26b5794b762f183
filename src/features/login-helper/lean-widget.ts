import { defineLeanWidget, rawAttribute } from '../../core/mount/lean-widget';
import type { LoginHelperConfig } from './config';
import { mountLoginHelper } from './mount-helper';
import { buildsLoginThroughRouter } from './router-login';

/** The entry's widget: the platform's node (no attribute) starts the helper before any schema loads. */
export const leanWidget = defineLeanWidget<LoginHelperConfig>({
  name: 'login-helper',
  decide: (element) =>
    buildsLoginThroughRouter(rawAttribute(element, 'data-login-check-url'))
      ? () => mountLoginHelper({})
      : null,
  load: () =>
    import(/* webpackChunkName: "login-helper-widget" */ './widget').then(({ widget }) => widget),
});
