import { defineLeanWidget, NOTHING, rawAttribute } from '../../core/mount/lean-widget';
import { firstScreensAdopted } from '../../core/scheduling/first-screens';
import type { NotificationsConfig } from './config';
import { isSignedOutNode } from './signed-out';

// After a first screen painted before React is adopted, if the page has one (core/scheduling/first-screens.ts).
const preloadUi = (): void =>
  void firstScreensAdopted()
    .then(() => import(/* webpackChunkName: "notifications-ui" */ './ui/mount-ui'))
    .catch(() => undefined);

/** The entry's widget: a signed-out page needs nothing beyond this; the schema loads only for a signed-in one. */
export const leanWidget = defineLeanWidget<NotificationsConfig>({
  name: 'notifications',
  decide(element) {
    if (isSignedOutNode(rawAttribute(element, 'data-signed-in'))) return NOTHING;
    // Signed in, most likely: the UI downloads beside the schema, not after it.
    preloadUi();
    return null;
  },
  // Its schema waits as well: the kit would otherwise load and run it between that screen's paint
  // and the moment its buttons answer.
  load: () =>
    firstScreensAdopted()
      .then(() => import(/* webpackChunkName: "notifications-widget" */ './widget'))
      .then(({ widget }) => widget),
});
