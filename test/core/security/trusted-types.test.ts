import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pageScriptText,
  pageScriptURL,
  resetTrustedTypesPolicy,
  sanitizerPolicy,
  TRUSTED_TYPES_POLICY_NAME,
} from '@/core/security/trusted-types';
import { createAnnouncementSanitizer } from '@/features/top-announcement/sanitize';

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

/** A stand-in of the browser's factory: wraps each value, as a real TrustedHTML differs from a string. */
function installTrustedTypes(refuse = false) {
  const names: string[] = [];
  const createPolicy = vi.fn((name: string, rules: Rules) => {
    if (refuse) throw new TypeError(`Policy "${name}" disallowed.`);
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
    expect(pageScriptURL('/a.js')).toBe('/a.js');
    expect(pageScriptText('run()')).toBe('run()');
    expect(sanitizerPolicy()).toBeNull();
  });

  it('creates one policy named transport-widgets, once, and signs values with it', () => {
    const { names, createPolicy } = installTrustedTypes();
    expect(pageScriptURL('/a.js')).toEqual(new Signed('url', '/a.js'));
    expect(pageScriptText('run()')).toEqual(new Signed('script', 'run()'));
    expect(sanitizerPolicy()?.createHTML('<b>x</b>')).toEqual(new Signed('html', '<b>x</b>'));
    expect(names).toEqual([TRUSTED_TYPES_POLICY_NAME]);
    expect(TRUSTED_TYPES_POLICY_NAME).toBe('transport-widgets');
    expect(createPolicy).toHaveBeenCalledTimes(1);
  });

  it('names the policy and the doc once when the page refuses it, and falls back to strings', () => {
    installTrustedTypes(true);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(pageScriptURL('/a.js')).toBe('/a.js');
    expect(pageScriptURL('/b.js')).toBe('/b.js');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toMatch(
      /refuses the Trusted Types policy "transport-widgets".*docs\/csp-and-trusted-types\.md/,
    );
  });

  it('gives the announcement sanitiser the policy: DOMPurify signs only its sanitised output', () => {
    installTrustedTypes();
    const html = createAnnouncementSanitizer()('<b>New</b><img src=x onerror=alert(1)>') as unknown;
    expect(html).toEqual(new Signed('html', '<b>New</b>'));
  });
});
