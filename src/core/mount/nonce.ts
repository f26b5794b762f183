import { runningScript } from './running-script';

declare let __webpack_nonce__: string | undefined;

const nonceOf = (script: HTMLScriptElement | null | undefined): string =>
  script?.nonce || script?.getAttribute('nonce') || '';

/**
 * The page's CSP nonce, from the widget's own script element (`.nonce`, which browsers hide from
 * attribute selectors), never from a data attribute that CSS could exfiltrate. The running script
 * comes first: the first `script[nonce]` of the page could be markup an attacker injected before
 * it. Only HTML script elements count: an element named `currentScript`, or an SVG `<script>`,
 * would otherwise lend the attacker's nonce to the consent gate (docs/security.md).
 */
function readPageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const own = nonceOf(runningScript());
  if (own) return own;
  const first = [...document.querySelectorAll('script[nonce]')].find(
    (script): script is HTMLScriptElement => script instanceof HTMLScriptElement,
  );
  return nonceOf(first) || undefined;
}

// Read once, while the first entry that imports this module runs (its script is the running one):
// a read later could meet markup the page or an attacker added since.
const pageNonce = readPageNonce();

/**
 * Gives webpack the page nonce, for the lazy chunks and styles it inserts. Entries call it at their
 * start, which also makes sure this module was evaluated while an entry's script ran.
 */
export function applyNonce(): string | undefined {
  if (!pageNonce) return undefined;
  try {
    // webpack rewrites this free variable to its runtime's nonce slot.
    __webpack_nonce__ = pageNonce;
  } catch {
    // Outside webpack (unit tests) there is no slot to fill.
  }
  return pageNonce;
}

/** The nonce the page gave the widget script; undefined without a CSP nonce. */
export const getPageNonce = (): string | undefined => pageNonce;
