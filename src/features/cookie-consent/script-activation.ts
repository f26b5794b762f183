import { hasCategory, type ConsentCategory } from './consent-bits';

const CATEGORIES: readonly string[] = ['analytics', 'marketing'];

/** `data-consent="analytics marketing"` needs every named category. Unknown names never run. */
function allowed(script: HTMLScriptElement, bits: number): boolean {
  const wanted = (script.dataset.consent ?? '').split(/[\s,|]+/).filter(Boolean);
  if (wanted.length === 0 || wanted.some((name) => !CATEGORIES.includes(name))) return false;
  return wanted.every((name) => hasCategory(bits, name as ConsentCategory));
}

/**
 * Turns the page's `<script type="text/plain" data-consent="…">` tags into
 * running scripts once their category is granted. A browser never runs a
 * script whose type was changed in place, so each one is replaced by a
 * fresh copy (with the page's CSP nonce). Returns how many were started.
 */
export function activateConsentedScripts(bits: number, root: ParentNode = document): number {
  let started = 0;
  for (const blocked of root.querySelectorAll<HTMLScriptElement>(
    'script[type="text/plain"][data-consent]',
  )) {
    if (!allowed(blocked, bits)) continue;
    const script = document.createElement('script');
    for (const { name, value } of blocked.attributes) {
      if (name !== 'type' && name !== 'data-type') script.setAttribute(name, value);
    }
    const type = blocked.dataset.type;
    if (type) script.type = type;
    if (blocked.nonce) script.nonce = blocked.nonce;
    if (!blocked.src) script.text = blocked.text;
    script.setAttribute('data-consent-activated', '');
    blocked.replaceWith(script);
    started += 1;
  }
  return started;
}
