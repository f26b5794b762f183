import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateConsentedScripts } from '@/features/cookie-consent/script-activation';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';

/*
 * Under a nonce-based CSP with 'strict-dynamic', a script
 * the widget creates runs whatever it holds. So a consent placeholder is
 * activated only when it carries the page's own nonce: HTML an attacker
 * manages to inject (no nonce, or a guessed one) stays inert after consent.
 */

const PAGE_NONCE = 'r4nd0mN0nce+/AB==';
const ALL = 7;

const wrongNonce = fc.oneof(
  fc.constant(''),
  fc.constant('undefined'),
  fc.constant(PAGE_NONCE.toLowerCase()),
  fc.constant(`${PAGE_NONCE} `),
  fc.constant(PAGE_NONCE.slice(0, -1)),
  fc.base64String({ minLength: 4, maxLength: 24 }).filter((n) => n !== PAGE_NONCE),
);
const category = fc.constantFrom(
  'analytics',
  'marketing',
  'analytics marketing',
  'analytics,marketing',
);
/** A placeholder as injected markup would carry it: no nonce, a wrong one, in an attribute or not. */
const injected = fc.record({
  category,
  nonce: fc.option(wrongNonce, { nil: undefined }),
  src: fc.boolean(),
  dataType: fc.constantFrom(undefined, 'module', 'text/javascript'),
});

function placeholder(spec: { category: string; nonce?: string; src: boolean; dataType?: string }) {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.dataset.consent = spec.category;
  if (spec.dataType) script.dataset.type = spec.dataType;
  if (spec.nonce !== undefined) script.setAttribute('nonce', spec.nonce);
  if (spec.src) script.setAttribute('src', '/evil.js');
  else script.text = 'window.__pwned = (window.__pwned || 0) + 1';
  return script;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('consent-gated scripts under a nonce CSP', () => {
  it('never activates a placeholder without the page nonce', (context) => {
    fc.assert(
      fc.property(fc.array(injected, { minLength: 1, maxLength: 5 }), (specs) => {
        document.body.innerHTML = '';
        for (const spec of specs) document.body.append(placeholder(spec));
        const started = activateConsentedScripts(ALL, document, PAGE_NONCE);
        return (
          started === 0 && document.querySelectorAll('script[data-consent-activated]').length === 0
        );
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'Consent scripts',
      label: 'injected placeholders (no or wrong nonce) kept inert',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it('activates the platform placeholders that carry the page nonce, with that nonce', () => {
    document.body.append(
      placeholder({ category: 'analytics', nonce: PAGE_NONCE, src: false }),
      placeholder({ category: 'marketing', src: false }),
      placeholder({ category: 'marketing', nonce: 'guess', src: true }),
    );
    expect(activateConsentedScripts(ALL, document, PAGE_NONCE)).toBe(1);
    const live = document.querySelectorAll<HTMLScriptElement>('script[data-consent-activated]');
    expect(live).toHaveLength(1);
    expect(live[0]?.nonce || live[0]?.getAttribute('nonce')).toBe(PAGE_NONCE);
    expect(live[0]?.dataset.consent).toBe('analytics');
  });

  it('takes the page nonce from the widget script, not from markup injected before it', async () => {
    document.head.innerHTML = '';
    const fake = document.createElement('script');
    fake.setAttribute('nonce', 'attacker');
    fake.type = 'text/plain';
    document.body.append(fake);
    const own = document.createElement('script');
    own.setAttribute('nonce', PAGE_NONCE);
    document.head.append(own);
    // The widget's script is the one running when the bundle, evaluated afresh, reads the nonce.
    const running = vi.spyOn(Document.prototype, 'currentScript', 'get').mockReturnValue(own);
    try {
      vi.resetModules();
      const { applyNonce, getPageNonce } = await import('@/core/mount/nonce');
      const gate = await import('@/features/cookie-consent/script-activation');
      applyNonce();
      expect(getPageNonce()).toBe(PAGE_NONCE);
      document.body.append(placeholder({ category: 'analytics', nonce: 'attacker', src: false }));
      expect(gate.activateConsentedScripts(ALL)).toBe(0);
    } finally {
      running.mockRestore();
      document.head.innerHTML = '';
    }
  });
});
