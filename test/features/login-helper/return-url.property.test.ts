import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createLoginHelper } from '@/features/login-helper/login-helper';
import { safeReturnUrl } from '@/features/login-helper/return-url';
import { PROPERTY_RUNS, recordFigure } from '../../tools/reliability';

/*
 * Every return URL leaving our code is a same-site path
 * that no browser (and no server that decodes it once or twice) reads as
 * protocol-relative. The generator builds the forms attackers use: `//`,
 * `/\`, backslashes, percent- and double-encoded slashes, tabs and newlines
 * inside the scheme, userinfo, and absolute URLs to other origins.
 */

const SITE = 'https://site.example';

const evilHost = fc.constantFrom(
  'evil.example',
  'evil.example:8443',
  '127.0.0.1',
  'site.example.evil',
);
const slash = fc.constantFrom('/', '\\', '%2f', '%2F', '%5c', '%5C', '%252f', '%255c', '%25252f');
const noise = fc.constantFrom('', '\t', '\n', '\r', ' ', '%09', '%0a', '%00');
const tail = fc.constantFrom(
  '',
  '/x',
  '/x?login',
  '/a/b?x=1#login',
  '#login',
  '?next=//evil.example',
);

const leading = fc
  .array(
    fc.tuple(slash, noise).map(([s, n]) => s + n),
    { minLength: 2, maxLength: 4 },
  )
  .map((parts) => parts.join(''));

const scheme = fc
  .tuple(
    fc.constantFrom('https', 'http', 'javascript', 'data', 'HTTPS', 'jav\tascript', 'ht\ntps'),
    noise,
  )
  .map(([name, n]) => `${n}${name}:`);

const attack = fc.oneof(
  // //evil, /\evil, %2f%2fevil …
  fc.tuple(leading, evilHost, tail).map(([l, h, t]) => `${l}${h}${t}`),
  // same origin whose path starts with // (the reported bypass)
  fc.tuple(leading, evilHost, tail).map(([l, h, t]) => `${SITE}${l}${h}${t}`),
  // scheme + slashes to another host
  fc.tuple(scheme, leading, evilHost, tail).map(([s, l, h, t]) => `${s}${l}${h}${t}`),
  // userinfo: https://site.example@evil.example
  fc.tuple(scheme, evilHost, tail).map(([s, h, t]) => `${s}//site.example@${h}${t}`),
  // absolute URLs to other origins
  fc.webUrl().filter((u) => new URL(u).origin !== SITE),
  fc.tuple(evilHost, tail).map(([h, t]) => `javascript:location='//${h}${t}'`),
  // plain same-site paths must still work
  fc.webPath().map((p) => `/${p.replace(/^\/+/, '')}`),
  fc.string(),
);

/** Percent-decodes repeatedly, as a careless server might, until it stops changing. */
function decodings(path: string): string[] {
  const out = [path];
  let current = path;
  for (let i = 0; i < 3; i += 1) {
    try {
      const next = decodeURIComponent(current);
      if (next === current) break;
      out.push(next);
      current = next;
    } catch {
      break;
    }
  }
  return out;
}

function isSafeSamePath(path: string): boolean {
  return decodings(path).every((form) => {
    // eslint-disable-next-line no-control-regex -- browsers drop these before parsing
    const browserForm = form.replace(/[\u0000-\u001f\u007f]/g, '');
    if (!browserForm.startsWith('/')) return false;
    if (/^[/\\][/\\]/.test(browserForm)) return false;
    try {
      return new URL(browserForm, SITE).origin === SITE;
    } catch {
      return false;
    }
  });
}

describe('return URLs', () => {
  it('safeReturnUrl: whatever the attack, null or a path that stays on the site', (context) => {
    fc.assert(
      fc.property(attack, (candidate) => {
        const out = safeReturnUrl(candidate, SITE);
        return out === null || isSafeSamePath(out);
      }),
      { numRuns: PROPERTY_RUNS },
    );
    recordFigure(context, {
      group: 'Redirect guard',
      label: 'return URLs tried (//, /\\, encoded, userinfo, foreign)',
      value: PROPERTY_RUNS,
      unit: 'cases',
    });
  });

  it.each([
    `${SITE}//evil.example/x?login`,
    `${SITE}/%2F%2Fevil.example/x`,
    `${SITE}/%252f%252fevil.example/x`,
    `${SITE}/%5cevil.example`,
  ])('the reported same-origin bypass %s is not protocol-relative', (candidate) => {
    const out = safeReturnUrl(candidate, SITE);
    expect(out === null || isSafeSamePath(out)).toBe(true);
  });

  it('keeps ordinary same-site paths as they are', () => {
    expect(safeReturnUrl('/en/help?x=1#a', SITE)).toBe('/en/help?x=1#a');
    expect(safeReturnUrl(`${SITE}/pl/a%20b`, SITE)).toBe('/pl/a%20b');
  });

  it('openLogin and #login on a //-path page hand on a same-site path', async () => {
    await fc.assert(
      fc.asyncProperty(attack, fc.constantFrom('?login', '#login'), async (candidate, trigger) => {
        let here: URL;
        try {
          here = new URL(`${SITE}/${candidate.replace(/[?#].*$/, '')}${trigger}`);
        } catch {
          return true;
        }
        if (here.origin !== SITE) return true;
        const navigate = vi.fn();
        const helper = createLoginHelper({
          location: () => here,
          navigate,
          loginCheckUrl: '/login-check',
          loginPaths: async () => [],
        });
        await helper.handleLocation();
        const direct = createLoginHelper({
          location: () => new URL(`${SITE}/page`),
          navigate,
          loginCheckUrl: '/login-check',
        });
        await direct.openLogin('login', { returnUrl: candidate });
        for (const [target] of navigate.mock.calls as [string][]) {
          const returned = new URL(target).searchParams.get('url') ?? '';
          if (!isSafeSamePath(returned)) return false;
        }
        return true;
      }),
      { numRuns: 300 },
    );
  });
});

describe("the form's 401 fallback without the login helper", () => {
  it('hands the force-login route a same-site path even on a //-path page', async () => {
    const { openLogin } = await import('@/features/auction-form/state/navigation/open-login');
    const { setPageNavigator } =
      await import('@/features/auction-form/state/navigation/page-navigator');
    const { fromBase64Url } = await import('@/core/router/base64-url');
    const targets: string[] = [];
    const restore = setPageNavigator((url) => targets.push(url));
    const before = window.location.href;
    try {
      for (const path of ['//evil.example/x', '/%2F%2Fevil.example/x', '/%5c%5cevil.example']) {
        window.history.replaceState(null, '', `${window.location.origin}${path}?a=1`);
        await openLogin();
      }
    } finally {
      restore();
      window.history.replaceState(null, '', before);
    }
    expect(targets).toHaveLength(3);
    for (const target of targets) {
      const segment = new URL(target, window.location.origin).pathname.split('/').filter(Boolean);
      const returned = segment.map((part) => {
        try {
          return fromBase64Url(part);
        } catch {
          return '';
        }
      });
      const path = returned.find((text) => /^[/\\%]/.test(text)) ?? '';
      expect(path).not.toBe('');
      expect(isSafeSamePathAt(path, window.location.origin)).toBe(true);
    }
  });
});

function isSafeSamePathAt(path: string, origin: string): boolean {
  return (
    /^\/(?![/\\])/.test(decodeURIComponent(decodeURIComponent(path))) &&
    new URL(path, origin).origin === origin
  );
}
