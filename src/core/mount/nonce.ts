declare let __webpack_nonce__: string | undefined;

let pageNonce: string | undefined;

const nonceOf = (script: HTMLScriptElement | null | undefined): string =>
  script?.nonce || script?.getAttribute('nonce') || '';

/**
 * Lazy chunks and styles inserted by webpack carry the page's CSP nonce. It is
 * read from the script element itself (`.nonce`, which browsers hide from
 * attribute selectors), never from a data attribute that CSS could exfiltrate.
 * The widget's own script comes first: the first `script[nonce]` of the page
 * could be markup an attacker injected before it.
 */
export function applyNonce(): string | undefined {
  const current = document.currentScript as HTMLScriptElement | null;
  const nonce =
    nonceOf(current) || nonceOf(document.querySelector<HTMLScriptElement>('script[nonce]'));
  if (!nonce) return undefined;
  pageNonce = nonce;
  try {
    // webpack rewrites this free variable to its runtime's nonce slot.
    __webpack_nonce__ = nonce;
  } catch {
    // Outside webpack (unit tests) there is no slot to fill.
  }
  return nonce;
}

/** The nonce the page gave the widget script, once `applyNonce` ran; undefined without a CSP nonce. */
export const getPageNonce = (): string | undefined => pageNonce;
