import { JSDOM } from 'jsdom';
import type { StaticNode } from '../src/core/ui/static-markup';

const REFUSED_TAGS = new Set(['script', 'style', 'iframe', 'object', 'embed', 'svg', 'math']);

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;

/** One DOM node as a StaticNode; refuses what a first screen must never carry. */
function toStatic(node: Node, where: string): StaticNode {
  if (node.nodeType === TEXT_NODE) return node.nodeValue ?? '';
  if (node.nodeType === COMMENT_NODE) {
    if (node.nodeValue !== ' ' && node.nodeValue !== '')
      throw new Error(
        `${where}: a comment other than React's text separator: <!--${node.nodeValue}-->`,
      );
    return null;
  }
  if (node.nodeType !== ELEMENT_NODE)
    throw new Error(`${where}: unexpected node type ${node.nodeType}`);
  const element = node as Element;
  const tag = element.localName;
  if (REFUSED_TAGS.has(tag)) throw new Error(`${where}: <${tag}> in a first screen`);
  const attributes: Record<string, string> = {};
  for (const { name, value } of element.attributes) {
    if (/^on/i.test(name) || name === 'style')
      throw new Error(`${where}: attribute ${name} on <${tag}> in a first screen`);
    attributes[name] = value;
  }
  return [tag, attributes, ...[...element.childNodes].map((child) => toStatic(child, where))];
}

/**
 * The tree of some markup React rendered (`renderToString`), as `buildStatic` rebuilds it in the
 * page (src/core/ui/static-markup.ts). Parsed by jsdom, as a browser parses it, so the nodes
 * are those hydration will meet: React's `<!-- -->` separators between texts included.
 */
export function staticTreeOf(html: string, where = 'first screen'): StaticNode[] {
  const { window } = new JSDOM('<!DOCTYPE html><body></body>');
  try {
    const template = window.document.createElement('template');
    template.innerHTML = html;
    return [...template.content.childNodes].map((node) => toStatic(node, where));
  } finally {
    // An open window keeps the build's process alive after webpack is done.
    window.close();
  }
}
