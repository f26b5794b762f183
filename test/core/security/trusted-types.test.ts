import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pageScriptText,
  resetTrustedTypesPolicy,
  sanitizerPolicy,
  TRUSTED_TYPES_POLICY_NAME,
  withoutOwnPolicy,
} from '@/core/security/trusted-types';
import {
  announcementText,
  createAnnouncementSanitizer,
} from '@/features/top-announcement/sanitize';

type Rules = Record<'createHTML' | 'createScript' | 'createScriptURL', (input: string) => string>;

/** A signed value: like the browser's, it is not a string but stringifies to its content. */
class Signed {
  constructor(
    readonly kind: string,
    readonly value: string,
  ) {}
  toString(): string {
    return this.value;
  }
}

/**
 * A stand-in of the browser's factory: wraps each value, as a real TrustedHTML differs from a
 * string; refuses a name the directive leaves out, or one created before, with Chromium's words.
 */
function installTrustedTypes(refuse: 'disallowed' | 'taken' | null = null) {
  const names: string[] = [];
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (refuse === 'disallowed') throw new TypeError(`Policy "${name}" disallowed.`);
    if (refuse === 'taken')
      throw new TypeError(
        `Failed to execute 'createPolicy' on 'TrustedTypePolicyFactory': Policy with name "${name}" already exists.`,
      );
    names.push(name);
    return {
      createHTML: (input: string) => new Signed('html', rules.createHTML(input)),
      createScript: (input: string) => new Signed('script', rules.createScript(input)),
      createScriptURL: (input: string) => new Signed('url', rules.createScriptURL(input)),
    };
  });
  vi.stubGlobal('trustedTypes', { createPolicy });
  return { names, createPolicy };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetTrustedTypesPolicy();
});

describe('trusted-types policy', () => {
  it('passes plain strings through where the browser has no Trusted Types', () => {
    expect(pageScriptText('run()')).toBe('run()');
    expect(sanitizerPolicy()).toBeNull();
    expect(withoutOwnPolicy()).toBe(false);
  });

  it('creates one policy named transport-widgets, once, and signs values with it', () => {
    const { names, createPolicy } = installTrustedTypes();
    expect(pageScriptText('run()')).toEqual(new Signed('script', 'run()'));
    expect(sanitizerPolicy()?.createHTML('<b>x</b>')).toEqual(new Signed('html', '<b>x</b>'));
    expect(names).toEqual([TRUSTED_TYPES_POLICY_NAME]);
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('transport-widgets');
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });

  it('names the policy and the doc once when the page refuses it, and falls back to strings', () => {
    vi.useFakeTimers();
    try {
      installTrustedTypes('disallowed');
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      expect(pageScriptText('a()')).toBe('a()');
      expect(pageScriptText('b()')).toBe('b()');
      expect(withoutOwnPolicy()).toBe(true);
      // No violation report told the refusal apart: the CSP line is named.
      vi.advanceTimersByTime(1000);
      expect(error).toHaveBeenCalledTimes(1);
      expect(String(error.mock.calls[0]?.[0])).toMatch(
        /refuses the Trusted Types policy "transport-widgets".*docs\/csp-and-trusted-types\.md/,
      );
    } finally {
      vi.useRealTimers();
    }
  });

  /** The report a browser sends for a refused policy (jsdom has no SecurityPolicyViolationEvent). */
  const report = (originalPolicy: string, sample = 'transport-widgets'): Event =>
    Object.assign(new Event('securitypolicyviolation'), {
      effectiveDirective: 'trusted-types',
      sample,
      originalPolicy,
    });

  it.each([
    [
      'allows our name: it was taken',
      "script-src 'nonce-x'; trusted-types transport-widgets transport-widgets-chunks default",
      /policy "transport-widgets" already exists/,
    ],
    ['allows any name: it was taken', "trusted-types * 'allow-duplicates'", /already exists/],
    [
      'leaves our name out: the CSP refuses it',
      "require-trusted-types-for 'script'; trusted-types default",
      /refuses the Trusted Types policy/,
    ],
  ])(
    'where the error says nothing (Firefox), the report’s policy tells: the directive %s',
    (_name, policyText, said) => {
      vi.useFakeTimers();
      try {
        installTrustedTypes('disallowed');
        const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
        expect(withoutOwnPolicy()).toBe(true);
        // Another policy's report is not ours.
        document.dispatchEvent(report(policyText, 'other-policy'));
        document.dispatchEvent(report(policyText));
        vi.advanceTimersByTime(1000);
        expect(error).toHaveBeenCalledTimes(1);
        expect(String(error.mock.calls[0]?.[0])).toMatch(said);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('says a name already taken by the page is taken, without blaming the CSP, and goes on without it', () => {
    installTrustedTypes('taken');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(pageScriptText('a()')).toBe('a()');
    expect(sanitizerPolicy()).toBeNull();
    expect(withoutOwnPolicy()).toBe(true);
    expect(error).toHaveBeenCalledTimes(1);
    const line = String(error.mock.calls[0]?.[0]);
    expect(line).toMatch(/policy "transport-widgets" already exists/);
    expect(line).not.toMatch(/refuses|add it to the trusted-types directive/);
  });

  it.each([
    ['<strong>New:</strong> free <em>pick-up</em>', 'New: free pick-up'],
    ['Fish &amp; chips &#8211; &#x2764; &lt;3', 'Fish & chips \u2013 \u2764 <3'],
    ['<script>alert(1)</script>Hi<br>there<img src=x onerror=alert(1)>', 'Hi there'],
    ['<a href="/x">Link</a> &bogus; <b', 'Link &bogus;'],
  ])('reads %j as the text %j without a parser', (html, text) => {
    expect(announcementText(html)).toBe(text);
  });

  it('gives the announcement sanitiser the policy: DOMPurify signs only its sanitised output', () => {
    installTrustedTypes();
    const html = createAnnouncementSanitizer()('<b>New</b><img src=x onerror=alert(1)>') as unknown;
    expect(html).toEqual(new Signed('html', '<b>New</b>'));
  });
});
