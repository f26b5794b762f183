declare let __webpack_nonce__: string | undefined;

/**
 * Lazy chunks and styles inserted by webpack carry the page's CSP nonce. It is
 * read from the script element itself (`.nonce`, which browsers hide from
 * attribute selectors), never from a data attribute that CSS could exfiltrate.
 */
export function applyNonce(): string | undefined {
  const current = document.currentScript as HTMLScriptElement | null;
  const nonce =
    current?.nonce ||
    document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ||
    undefined;
  if (!nonce) return undefined;
  try {
    // webpack rewrites this free variable to its runtime's nonce slot.
    __webpack_nonce__ = nonce;
  } catch {
    // Outside webpack (unit tests) there is no slot to fill.
  }
  return nonce;
}
