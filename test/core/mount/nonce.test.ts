import { afterEach, describe, expect, it, vi } from 'vitest';

/*
 * `document.currentScript` is a property a page element can shadow: `<img name="currentScript">`
 * makes the browser answer that element (Document's named properties win over its own getters,
 * webpack's CVE-2024-43788). jsdom does not implement that lookup, so `clobber()` defines it on
 * the document as a browser answers it. The script that runs is given by Document's own getter.
 */

const ATTACKER = 'x';
const PAGE = 'r4nd0mN0nce+/AB==';

function clobber(): void {
  Object.defineProperty(document, 'currentScript', {
    configurable: true,
    get: () => document.getElementsByName('currentScript')[0] ?? null,
  });
}

/** The script the browser is running, as Document's own getter answers it. */
function running(script: HTMLScriptElement | null): void {
  vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(script);
}

/** nonce.ts evaluated afresh, as the entry that first imports it evaluates it, then applied. */
async function entryRuns() {
  vi.resetModules();
  const nonce = await import('@/core/mount/nonce');
  nonce.applyNonce();
  return nonce;
}

const ownScript = `<script nonce="${PAGE}" src="/build/cookie-bar.js"></script>`;
const clobbering = `<img name="currentScript" nonce="${ATTACKER}" alt="">`;

afterEach(() => {
  vi.restoreAllMocks();
  delete (document as { currentScript?: unknown }).currentScript;
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the page nonce', () => {
  it('is read from the running script', async () => {
    document.body.innerHTML = ownScript;
    running(document.querySelector('script'));
    expect((await entryRuns()).getPageNonce()).toBe(PAGE);
  });

  it('is never taken from an element named currentScript', async () => {
    document.body.innerHTML = `${clobbering}${ownScript}`;
    clobber();
    running(document.querySelector('script'));
    expect((await entryRuns()).getPageNonce()).toBe(PAGE);
  });

  it('is never taken from an element named currentScript when no script is running', async () => {
    document.body.innerHTML = `${clobbering}${ownScript}`;
    clobber();
    running(null);
    expect((await entryRuns()).getPageNonce()).toBe(PAGE);
  });

  it('is never taken from an SVG script in the first script[nonce] fallback', async () => {
    document.body.innerHTML = `<svg><script nonce="${ATTACKER}"></script></svg>${ownScript}`;
    running(null);
    expect((await entryRuns()).getPageNonce()).toBe(PAGE);
  });

  it('is read once: a later entry, after markup was added, applies the same nonce', async () => {
    document.body.innerHTML = ownScript;
    running(document.querySelector('script'));
    const nonce = await entryRuns();
    document.body.insertAdjacentHTML('afterbegin', clobbering);
    clobber();
    vi.restoreAllMocks();
    running(null);
    expect(nonce.applyNonce()).toBe(PAGE);
    expect(nonce.getPageNonce()).toBe(PAGE);
  });

  it('is undefined on a page without one', async () => {
    document.body.innerHTML = '<script src="/build/cookie-bar.js"></script>';
    running(document.querySelector('script'));
    expect((await entryRuns()).getPageNonce()).toBeUndefined();
  });
});
