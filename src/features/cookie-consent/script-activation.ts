import { getPageNonce } from '../../core/mount/nonce';
import { pageScriptText } from '../../core/security/trusted-types';
import { hasCategory, type ConsentCategory } from './consent-bits';

const CATEGORIES: readonly string[] = ['analytics', 'marketing'];

/**
 * Tells the developer why a placeholder did not start, in our own constant words (nothing of the
 * page in them, so nothing to scrub): this runs on every page, which loads no error reporter.
 */
const tell = (message: string): void => console.error(`[transport-widgets] ${message}`);

/** `data-consent="analytics marketing"` needs every named category. Unknown names never run. */
function allowed(script: HTMLScriptElement, bits: number): boolean {
  const wanted = (script.dataset.consent ?? '').split(/[\s,|]+/).filter(Boolean);
  if (wanted.length === 0 || wanted.some((name) => !CATEGORIES.includes(name))) return false;
  return wanted.every((name) => hasCategory(bits, name as ConsentCategory));
}

/**
 * The attributes a platform placeholder may carry. Markup injected unclosed
 * just before one of the page's nonce'd tags swallows that tag while the
 * browser parses it: its `<script` (or the first of its attribute values)
 * lands in an attribute name or value of the injected element, and its
 * `nonce` becomes the injected element's. So a placeholder runs only when
 * every attribute is on this list (or a `data-*` setting of the analytics
 * tag) and no name or value holds a `<`; the running copy gets only these.
 */
const PLACEHOLDER_ATTRIBUTES: ReadonlySet<string> = new Set([
  'type',
  'nonce',
  'src',
  'async',
  'defer',
  'crossorigin',
  'integrity',
  'referrerpolicy',
  'id',
  'data-consent',
  'data-type',
]);
const DATA_SETTING = /^data-[a-z0-9][a-z0-9._-]*$/;

/** Whether a placeholder has the shape the platform prints, with nothing of another tag in it. */
export function placeholderShapeIsOwn(script: Element): boolean {
  for (const { name, value } of script.attributes) {
    if (name.includes('<') || value.includes('<')) return false;
    if (!PLACEHOLDER_ATTRIBUTES.has(name) && !DATA_SETTING.test(name)) return false;
  }
  return true;
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
 * fresh copy (a clone, with the page's CSP nonce). Returns how many were started.
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
    if (!allowed(blocked, bits)) continue;
    if (!placeholderShapeIsOwn(blocked)) {
      // Attribute names and values are page text (an attacker's, maybe): not echoed.
      tell(
        'A consent placeholder was not started by the cookie bar: it carries an attribute outside type, nonce, src, async, defer, crossorigin, integrity, referrerpolicy, id and data-*, or a "<" (docs/widgets/cookie-bar.md)',
      );
      continue;
    }
    if (!trusted(blocked, pageNonce)) continue;
    // A clone takes the src and the nonce along without a Trusted Types sink, so a placeholder with
    // a src starts by the page's nonce even where the bundle has no policy; every attribute it
    // carries is on the list (placeholderShapeIsOwn), so nothing else reaches the running script.
    const script = blocked.cloneNode(false) as HTMLScriptElement;
    script.removeAttribute('type');
    script.removeAttribute('data-type');
    const type = blocked.dataset.type;
    if (type) script.type = type;
    if (pageNonce) script.nonce = pageNonce;
    if (!blocked.src) {
      try {
        // The one sink: typed by the bundle's policy, else left to the page's default policy.
        script.text = pageScriptText(blocked.text) as string;
      } catch (error) {
        tell(
          `An inline consent placeholder was not started: Trusted Types refused its text (${error instanceof Error ? error.name : 'error'}; the bundle has no policy here, see the line above). Give it a src to start it by the nonce.`,
        );
        continue;
      }
    }
    script.setAttribute('data-consent-activated', '');
    blocked.replaceWith(script);
    started += 1;
  }
  return started;
}
