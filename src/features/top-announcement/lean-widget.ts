import { defineLeanWidget, rawAttribute } from '../../core/mount/lean-widget';
import { firstScreensAdopted } from '../../core/scheduling/first-screens';
import { readCookie } from '../../core/storage/cookie-read';
import type { TopAnnouncementConfig } from './config';
import { hideNode } from './hide-node';
import { factsOfNode, shouldShow } from './show-rule';

// After a first screen painted before React is adopted, if the page has one (core/scheduling/first-screens.ts).
const preloadUi = (): void =>
  void firstScreensAdopted()
    .then(() => import(/* webpackChunkName: "top-announcement-ui" */ './ui/mount-ui'))
    .catch(() => undefined);

/** The entry's widget: a closed or switched-off announcement needs nothing beyond this. */
export const leanWidget = defineLeanWidget<TopAnnouncementConfig>({
  name: 'top-announcement',
  decide(element) {
    const facts = factsOfNode((name) => rawAttribute(element, name), readCookie);
    // Normally the server or the pre-paint guard already hid it before first paint.
    if (!shouldShow(facts, Date.now())) return () => hideNode(element);
    // It most likely shows: its UI downloads beside the schema, not after it.
    preloadUi();
    return null;
  },
  // Its schema waits as well: the kit would otherwise load and run it between that screen's paint
  // and the moment its buttons answer.
  load: () =>
    firstScreensAdopted()
      .then(() => import(/* webpackChunkName: "top-announcement-widget" */ './widget'))
      .then(({ widget }) => widget),
});
