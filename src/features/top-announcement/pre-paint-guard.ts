import { rawAttribute } from '../../core/mount/lean-widget';
import { runningScript } from '../../core/mount/running-script';
import { readCookie } from '../../core/storage/cookie-read';
import { hideNode } from './hide-node';
import { factsOfNode, shouldShow } from './show-rule';

/**
 * The pre-paint guard: built on its own into `dist/inline/announcement-guard.js` (a few hundred
 * bytes, no runtime), which the server prints in a `<script nonce>` right after the announcement
 * node. It runs while the HTML is parsed, before first paint: it collapses a node that will not
 * show (the same `shouldShow` as the widget's), or reserves its `data-min-height` through the
 * CSSOM, which a strict CSP allows where a style attribute is blocked. Its own script element
 * is asked of Document's getter: an element named `currentScript` in the page would otherwise
 * pass for it, and the guard would act on whatever precedes that element. It acts on the
 * announcement's node only: a template that prints the node conditionally and the guard always
 * would otherwise have the element before it (a navigation bar) collapsed.
 */
const node = runningScript()?.previousElementSibling;
if (node instanceof HTMLElement && node.dataset.twWidget === 'top-announcement') {
  if (
    !shouldShow(
      factsOfNode((name) => rawAttribute(node, name), readCookie),
      Date.now(),
    )
  )
    hideNode(node);
  else if (node.dataset.minHeight) node.style.minHeight = node.dataset.minHeight;
}
