// @vitest-environment node
import fc from 'fast-check';
import { safeReturnUrl } from '@/features/login-helper/return-url';

const ORIGIN = 'https://www.example.com';

describe('safeReturnUrl', () => {
  it('keeps same-site URLs, as a path', () => {
    expect(safeReturnUrl('/en/help?x=1#a', ORIGIN)).toBe('/en/help?x=1#a');
    expect(safeReturnUrl('https://www.example.com/pl/', ORIGIN)).toBe('/pl/');
    expect(safeReturnUrl('relative/page', `${ORIGIN}/dir/`)).toBe('/dir/relative/page');
  });

  it.each([
    'https://evil.example.net/',
    '//evil.example.net/path',
    '/\\evil.example.net',
    '\\\\evil.example.net',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://www.example.com/', // another scheme is another origin
    'https://www.example.com.evil.net/',
    'https://user@evil.net',
    '/\t/evil.net',
    '',
    '   ',
  ])('refuses %s', (candidate) => {
    expect(safeReturnUrl(candidate, ORIGIN)).toBeNull();
  });

  it('never returns something that resolves off-site, whatever the input', () => {
    fc.assert(
      fc.property(fc.string(), (candidate) => {
        const out = safeReturnUrl(candidate, ORIGIN);
        if (out === null) return true;
        return (
          out.startsWith('/') && !out.startsWith('//') && new URL(out, ORIGIN).origin === ORIGIN
        );
      }),
      { numRuns: 2000 },
    );
  });
});
