import { JSDOM } from 'jsdom';
import { inject } from 'vitest';
import { parseDataAttributes } from '@/core/config/data-attributes';
import { resetReportingForTests, setReportSink } from '@/core/errors/report';
import { consentModeFor } from '@/features/cookie-consent/consent-bits';
import { sendConsentMode } from '@/features/cookie-consent/consent-mode';
import { applyConsentEffects } from '@/features/cookie-consent/consent-store';
import { clearCookies, matchingCookies } from '@/features/cookie-consent/cookie-cleanup';
import { activateConsentedScripts } from '@/features/cookie-consent/script-activation';
import { widget } from '@/features/cookie-consent/widget';
import { clearAllCookies, elementNamedDataLayer } from './helpers';

type Win = Window & { dataLayer?: unknown[]; gtag?: unknown };
/** The consent-gated test scripts write into the DOM, which jsdom's script context shares with the test. */
const ran = () => (document.documentElement.dataset.ran ?? '').split(' ').filter(Boolean);
const consentCalls = () =>
  ((window as Win).dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'consent');

beforeEach(() => {
  delete (window as Win).dataLayer;
  delete (window as Win).gtag;
  document.body.innerHTML = '';
  clearAllCookies();
});

describe('Consent Mode', () => {
  it('queues the default before the first update, as gtag arguments, and the default only once', () => {
    sendConsentMode(7, 'www.example.com');
    sendConsentMode(1, 'www.example.com');
    const calls = consentCalls();
    expect(calls.map((c) => c[1])).toEqual(['default', 'update', 'update']);
    expect(calls[0]?.[2]).toMatchObject(consentModeFor(0));
    expect(calls[1]?.[2]).toEqual(consentModeFor(7));
    expect(calls[2]?.[2]).toEqual(consentModeFor(1));
    // gtag.js reads Arguments objects, not arrays.
    expect(Object.prototype.toString.call((window as Win).dataLayer?.[0])).toBe(
      '[object Arguments]',
    );
  });

  it('keeps a default the head script already queued and keeps an existing gtag', () => {
    // The head script as built into dist/inline/consent-default.js, run as the page's first script.
    new Function(inject('inlineScripts')['consent-default'].code)();
    const ownGtag = (window as Win).gtag;
    sendConsentMode(3, 'www.example.com');
    expect((window as Win).gtag).toBe(ownGtag);
    const calls = consentCalls();
    expect(calls.map((c) => c[1])).toEqual(['default', 'update']);
    expect(calls[0]?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
  });
});

describe('an element named dataLayer', () => {
  // DOMPurify keeps `name` on an img; the window's named elements then answer `window.dataLayer`.
  it('is left alone: no Consent Mode is pushed to it, and nothing throws', () => {
    const img = elementNamedDataLayer();
    expect((window as Win).dataLayer).toBe(img);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => sendConsentMode(7, 'www.example.com')).not.toThrow();
      expect((window as Win).dataLayer).toBe(img);
      expect(img.getAttributeNames()).toEqual(['name', 'alt']);
      expect(String(errors.mock.calls[0]?.[0])).toMatch(/dataLayer is not an array/);
    } finally {
      errors.mockRestore();
    }
  });
});

describe('the consent effects', () => {
  const config = () => {
    const node = document.createElement('div');
    node.setAttribute('data-policy-url', '/privacy');
    return parseDataAttributes('cookie-bar', node, widget.schema);
  };

  it('each runs on its own: a failing Consent Mode still starts the scripts and clears the cookies, and is reported', async () => {
    document.body.innerHTML = `<script type="text/plain" data-consent="analytics">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' analytics'</script>`;
    delete document.documentElement.dataset.ran;
    document.cookie = '_fbp=fb.1.1; path=/';
    // A site's own gtag that throws (its own dataLayer broken, say).
    (window as Win).gtag = () => {
      throw new TypeError('dataLayer.push is not a function');
    };
    const reports: unknown[] = [];
    setReportSink((error, context) => reports.push({ error, context }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect(() => applyConsentEffects(1, config(), 'localhost')).not.toThrow();
      expect(ran()).toEqual(['analytics']);
      await vi.waitFor(() => expect(document.cookie).not.toContain('_fbp'));
      // The reporter loads lazily, on the failure.
      await vi.waitFor(() =>
        expect(reports).toEqual([
          {
            error: expect.any(TypeError),
            context: expect.objectContaining({
              widget: 'cookie-bar',
              extra: { effect: 'consent-mode' },
            }),
          },
        ]),
      );
    } finally {
      errors.mockRestore();
      resetReportingForTests();
    }
  });
});

describe('the consent head script', () => {
  const defaultOn = (url: string) => {
    const script = inject('inlineScripts')['consent-default'].code;
    const dom = new JSDOM(`<!doctype html><head><script>${script}</script></head>`, {
      url,
      runScripts: 'dangerously',
    });
    const { dataLayer } = dom.window as unknown as { dataLayer: ArrayLike<unknown>[] };
    return dataLayer.map((entry) => Array.from(entry));
  };

  it('queues the bundle’s own default: all denied, analytics granted on a .pl host', () => {
    expect(defaultOn('https://www.example.com/')).toEqual([
      ['consent', 'default', { ...consentModeFor(0), wait_for_update: 500 }],
    ]);
    expect(defaultOn('https://www.example.pl/')).toEqual([
      ['consent', 'default', { ...consentModeFor(1), wait_for_update: 500 }],
    ]);
  });
});

describe('consent-gated scripts', () => {
  const page = () => {
    document.body.innerHTML = `
      <script type="text/plain" data-consent="analytics">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' analytics'</script>
      <script type="text/plain" data-consent="marketing">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' marketing'</script>
      <script type="text/plain" data-consent="analytics marketing">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' both'</script>
      <script type="text/plain" data-consent="unknown">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' unknown'</script>
      <script type="text/plain">document.documentElement.dataset.ran=(document.documentElement.dataset.ran||'')+' unmarked'</script>`;
    delete document.documentElement.dataset.ran;
  };

  it('runs nothing without consent', () => {
    page();
    expect(activateConsentedScripts(0)).toBe(0);
    expect(ran()).toEqual([]);
  });

  it('runs only the granted categories, each once', () => {
    page();
    expect(activateConsentedScripts(1)).toBe(1);
    expect(ran()).toEqual(['analytics']);
    expect(activateConsentedScripts(7)).toBe(2);
    expect(activateConsentedScripts(7)).toBe(0);
    expect(ran()).toEqual(['analytics', 'marketing', 'both']);
    expect(document.querySelectorAll('script[data-consent-activated]')).toHaveLength(3);
  });
});

describe('clearing withdrawn cookies', () => {
  it('matches names and prefixes from config', () => {
    expect(
      matchingCookies(['_ga', '_ga_*'], ['_ga', '_ga_ABC123', '_gid', 'session', '_gab']),
    ).toEqual(['_ga', '_ga_ABC123']);
  });

  it('removes the named cookies and leaves the others', async () => {
    document.cookie = '_ga=GA1.1.1; path=/';
    document.cookie = '_ga_XYZ=GS1; path=/';
    document.cookie = 'session=abc; path=/';
    expect((await clearCookies(['_ga', '_ga_*'], 'localhost')).sort()).toEqual(['_ga', '_ga_XYZ']);
    expect(document.cookie).toBe('session=abc');
  });
});
