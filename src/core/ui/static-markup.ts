/**
 * Markup as data: a first screen the build rendered with the widget's own React components
 * (`renderToString`) and wrote down as a tree, which the page builds with DOM calls before React
 * arrives. No HTML string reaches a sink (`innerHTML`, `DOMParser`): nothing for a strict CSP or
 * Trusted Types to refuse and nothing a policy must sign. The build refuses scripts, styles,
 * SVG and event-handler attributes in it (tools/static-tree.ts).
 *
 * A node is a text (string), an empty comment (null: React's separator between two texts, which
 * hydration expects), or an element: `[tag, attributes, ...children]`.
 */
export type StaticNode = string | null | StaticElement;
export type StaticElement = [tag: string, attributes: Record<string, string>, ...StaticNode[]];

/** Builds one node of the tree in `doc`. */
export function buildStatic(node: StaticNode, doc: Document = document): Node {
  if (node === null) return doc.createComment('');
  if (typeof node === 'string') return doc.createTextNode(node);
  const [tag, attributes, ...children] = node;
  const element = doc.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  element.append(...children.map((child) => buildStatic(child, doc)));
  return element;
}

/**
 * Until React has adopted the markup, a click on one of its buttons is held (the button does
 * nothing yet) and given back afterwards: `release()` clicks the button at the same place once
 * React listens, the very node when hydrated (`release(false)` drops it: the buttons are gone).
 * The first click counts; repeated clicks while waiting are the same wish. Links work as they are.
 */
export function holdClicks(root: HTMLElement): (giveBack?: boolean) => void {
  let held = -1;
  const hold = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held < 0) held = [...root.querySelectorAll('button')].indexOf(button);
  };
  root.addEventListener('click', hold, true);
  return (giveBack = true) => {
    root.removeEventListener('click', hold, true);
    const button = held < 0 || !giveBack ? undefined : root.querySelectorAll('button')[held];
    held = -1;
    button?.click();
  };
}
