import '@/core/ui/controls.module.css';
import { reserveBottomSpace } from '@/core/ui/bottom-inset';
import { buildStatic, holdClicks, type StaticNode } from '@/core/ui/static-markup';
import theme from '@/core/ui/theme.module.css';
import './cookie-bar.module.css';

/** The policy link's href in the build's markup: the page puts its node's link there, or removes it. */
export const POLICY_SLOT = '#tw-policy-url';

/**
 * Paints the first screen the build rendered for one locale (a chunk of data per locale; this
 * module's chunk brings the stylesheets, loaded beside it, so it paints styled). Returns what
 * gives the held clicks back once React has adopted the markup.
 *
 * The painted bar keeps its room at the page's bottom from this paint (core/ui/bottom-inset.ts),
 * under a name of its own: React's bar reserves the same height under the bar's name when it
 * commits, and only then is this one given back, so the room never goes in between (what the bar
 * covers, the form's last button and the page's end, would move when React arrived).
 */
export function paintPrerendered(
  element: HTMLElement,
  tree: StaticNode[],
  policyUrl: string | undefined,
): () => void {
  const nodes = tree.map((node) => buildStatic(node));
  for (const node of nodes) {
    if (!(node instanceof Element)) continue;
    const link = node.querySelector(`a[href="${POLICY_SLOT}"]`);
    if (link && policyUrl) link.setAttribute('href', policyUrl);
    else link?.remove();
  }
  element.classList.add(theme.root as string);
  element.replaceChildren(...nodes);
  const bar = element.querySelector<HTMLElement>('[role="region"]');
  const room = bar ? reserveBottomSpace('cookie-bar-first-screen', bar) : () => undefined;
  const clicks = holdClicks(element);
  return () => {
    room();
    clicks();
  };
}
