import '@/core/ui/controls.module.css';
import { buildStatic, holdClicks, type StaticNode } from '@/core/ui/static-markup';
import theme from '@/core/ui/theme.module.css';
import './cookie-bar.module.css';

/** The policy link's href in the build's markup: the page puts its node's link there, or removes it. */
export const POLICY_SLOT = '#tw-policy-url';

/**
 * Paints the first screen the build rendered for one locale (a chunk of data per locale; this
 * module's chunk brings the stylesheets, loaded beside it, so it paints styled). Returns what
 * gives the held clicks back once React has adopted the markup.
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
  return holdClicks(element);
}
