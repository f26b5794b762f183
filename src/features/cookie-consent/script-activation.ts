import { getPageNonce } from '../../core/mount/nonce';
import { pageScriptText, pageScriptURL } from '../../core/security/trusted-types';
import { hasCategory, type ConsentCategory } from './consent-bits';

const CATEGORIES: readonly string[] = ['analytics', 'marketing'];

/** `data-consent="analytics marketing"` needs every named category. Unknown names never run. */
function allowed(script: HTMLScriptElement, bits: number): boolean {
  const wanted = (script.dataset.consent ?? '').split(/[\s,|]+/).filter(Boolean);
  if (wanted.length === 0 || wanted.some((name) => !CATEGORIES.includes(name))) return false;
  return wanted.every((name) => hasCategory(bits, name as ConsentCategory));
}

/**
 * Only the platform's own placeholders run: on a page with a CSP nonce, a
 * placeholder must carry that very nonce, because under 'strict-dynamic' a
 * script we create runs whatever it holds, so markup injected into the page
 * (with no nonce, or a guessed one) must stay inert. A page without a nonce
 * has no CSP to protect, and its placeholders run as before.
 */
function trusted(script: HTMLScriptElement, pageNonce: string | undefined): boolean {
  if (!pageNonce) return true;
  return (script.nonce || script.getAttribute('nonce') || '') === pageNonce;
}

/**
 * Turns the page's `<script type="text/plain" data-consent="…">` tags into
 * running scripts once their category is granted. A browser never runs a
 * script whose type was changed in place, so each one is replaced by a
 * fresh copy (with the page's CSP nonce). Returns how many were started.
 */
export function activateConsentedScripts(
  bits: number,
  root: ParentNode = document,
  pageNonce: string | undefined = getPageNonce(),
): number {
  let started = 0;
  for (const blocked of root.querySelectorAll<HTMLScriptElement>(
    'script[type="text/plain"][data-consent]',
  )) {
    if (!allowed(blocked, bits) || !trusted(blocked, pageNonce)) continue;
    const script = document.createElement('script');
    for (const { name, value } of blocked.attributes) {
      if (name === 'src') script.src = pageScriptURL(value) as string;
      else if (name !== 'type' && name !== 'data-type' && name !== 'nonce')
        script.setAttribute(name, value);
    }
    const type = blocked.dataset.type;
    if (type) script.type = type;
    if (pageNonce) script.nonce = pageNonce;
    // Under Trusted Types both sinks take typed values: the placeholder is the page's own (see trusted).
    if (!blocked.src) script.text = pageScriptText(blocked.text) as string;
    script.setAttribute('data-consent-activated', '');
    blocked.replaceWith(script);
    started += 1;
  }
  return started;
}
