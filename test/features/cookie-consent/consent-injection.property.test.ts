import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import {
  activateConsentedScripts,
  placeholderShapeIsOwn,
} from '@/features/cookie-consent/script-activation';
import {
  EVIL_SRC,
  injectedPage,
  isAttackers,
} from '../../../fixtures/reliability/consent-injections';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';
import { injection } from './consent-injections';

/*
 * Nonce theft: markup printed unclosed before one of the page's nonce'd tags
 * takes that tag's nonce while the page is parsed (here by jsdom's parse5, a
 * spec parser; in Chromium by test/e2e/consent-injection.e2e.ts). The cookie
 * bar must start none of it, and still start the platform's own placeholders.
 */

const NONCE = 'r4nd0mN0nce+/AB==';
/** The nonce an attacker's `<img name="currentScript" nonce>` offers. */
const CLOBBERED = 'x';
const ALL = 7;
// Each case parses a stretch of page: half the usual runs keep the test inside its time-out on two
// busy cores.
const RUNS = PROPERTY_RUNS / 2;

let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  document.body.innerHTML = '';
});

const started = () =>
  [...document.querySelectorAll<HTMLScriptElement>('script[data-consent-activated]')].map(
    (script) => ({
      src: script.getAttribute('src') ?? '',
      text: script.text,
      attributes: script.getAttributeNames(),
    }),
  );

describe('consent placeholders with a stolen nonce', () => {
  it('starts nothing of an open-tag or open-value injection before a nonce’d tag', (context) => {
    let stolen = 0;
    fc.assert(
      fc.property(injection, (spec) => {
        document.body.innerHTML = injectedPage(spec, NONCE);
        // The parser really handed the page's nonce to the injected element: the attack is live.
        const injected = [
          ...document.querySelectorAll<HTMLScriptElement>('script[type="text/plain"]'),
        ].filter((script) => /evil|data-x|<script|"/.test(script.getAttributeNames().join(' ')));
        if (injected.some((script) => script.getAttribute('nonce') === NONCE)) stolen += 1;
        activateConsentedScripts(ALL, document, NONCE);
        return started().every((script) => !isAttackers(script));
      }),
      { numRuns: RUNS },
    );
    // Not vacuous: in most cases the injected element did carry the page's nonce.
    expect(stolen).toBeGreaterThan(RUNS / 4);
    recordFigure(context, {
      group: 'Consent scripts',
      label: 'open-tag and open-value injections before nonce’d tags kept inert',
      value: RUNS,
      unit: 'cases',
    });
  });

  it('still starts the platform placeholder after an injection that left it whole', () => {
    fc.assert(
      fc.property(injection, (spec) => {
        document.body.innerHTML = injectedPage(spec, NONCE);
        activateConsentedScripts(ALL, document, NONCE);
        // The last placeholder (marketing) comes after whatever the injection swallowed.
        return started().some((script) => script.src.endsWith('/demo-marketing.js'));
      }),
      { numRuns: 200 },
    );
  });

  it('starts nothing that carries the nonce of an element named currentScript', async () => {
    // jsdom does not let page elements shadow document properties; a browser does, and answers
    // the first element of that name (webpack's CVE-2024-43788 gadget). Emulated here.
    Object.defineProperty(document, 'currentScript', {
      configurable: true,
      get: () => document.getElementsByName('currentScript')[0] ?? null,
    });
    try {
      await fc.assert(
        fc.asyncProperty(injection, async (spec) => {
          document.body.innerHTML = [
            `<img name="currentScript" nonce="${CLOBBERED}" alt="">`,
            `<script type="text/plain" data-consent="analytics" nonce="${CLOBBERED}" src="${EVIL_SRC}"></script>`,
            `<script nonce="${NONCE}" src="/build/cookie-bar.js" defer></script>`,
            injectedPage(spec, NONCE),
          ].join('\n');
          // The cookie bar's entry is the script running, as Document's own getter tells.
          vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(
            document.querySelector('script[src="/build/cookie-bar.js"]'),
          );
          // The bundle evaluated afresh on this page, as its entry evaluates it.
          vi.resetModules();
          const { applyNonce } = await import('@/core/mount/nonce');
          const gate = await import('@/features/cookie-consent/script-activation');
          applyNonce();
          gate.activateConsentedScripts(ALL);
          vi.restoreAllMocks();
          consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
          const scripts = started();
          return (
            scripts.every((script) => !isAttackers(script)) &&
            scripts.some((script) => script.src.endsWith('/demo-marketing.js'))
          );
        }),
        { numRuns: 100 },
      );
    } finally {
      delete (document as { currentScript?: unknown }).currentScript;
    }
  });

  it('copies only the allow-listed attributes to the running script', () => {
    document.body.innerHTML = `<script type="text/plain" nonce="${NONCE}" data-consent="analytics" data-type="module" src="/banners/assets/demo-analytics.js" async crossorigin="anonymous" integrity="sha384-x" referrerpolicy="no-referrer" data-domain="site.example"></script>`;
    expect(activateConsentedScripts(ALL, document, NONCE)).toBe(1);
    const script = document.querySelector<HTMLScriptElement>('script[data-consent-activated]');
    expect(script?.getAttributeNames().sort()).toEqual(
      [
        'async',
        'crossorigin',
        'data-consent',
        'data-consent-activated',
        'data-domain',
        'integrity',
        'nonce',
        'referrerpolicy',
        'src',
        'type',
      ].sort(),
    );
    expect(script?.type).toBe('module');
  });

  it.each([
    ['an event handler', 'onload="x()"'],
    ['a "<" in a value', 'data-x="<script"'],
    ['a "<" in a name', '<script'],
    ['a quote in a name', 'a.js"'],
    ['a form owner', 'form="f"'],
  ])('refuses a placeholder with %s', (_name, attribute) => {
    document.body.innerHTML = `<script type="text/plain" nonce="${NONCE}" data-consent="analytics" src="/a.js" ${attribute}></script>`;
    const placeholder = document.querySelector('script')!;
    expect(placeholderShapeIsOwn(placeholder)).toBe(false);
    expect(activateConsentedScripts(ALL, document, NONCE)).toBe(0);
    // The developer is told why, without the attribute (page text) echoed.
    expect(consoleError).toHaveBeenCalledOnce();
    expect(String(consoleError.mock.calls[0]?.[0])).toMatch(/consent placeholder was not started/);
    expect(String(consoleError.mock.calls[0]?.[0])).not.toContain(attribute);
  });
});
