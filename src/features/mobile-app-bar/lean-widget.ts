import { defineLeanWidget, NOTHING, rawAttribute } from '../../core/mount/lean-widget';
import { appBarCannotShow } from './cannot-show';
import type { MobileAppBarConfig } from './config';

/** The entry's widget: a desktop or tablet needs nothing beyond this; the schema loads on a phone. */
export const leanWidget = defineLeanWidget<MobileAppBarConfig>({
  name: 'mobile-app-bar',
  decide: (element) =>
    appBarCannotShow(rawAttribute(element, 'data-app-name'), window.navigator.userAgent)
      ? NOTHING
      : null,
  load: () =>
    import(/* webpackChunkName: "mobile-app-bar-widget" */ './widget').then(({ widget }) => widget),
});
