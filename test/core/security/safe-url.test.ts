// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl, isSafeUrl, safeUrl } from '@/core/security/safe-url';

describe('safe URLs', () => {
  it.each([
    ['https://play.google.com/store/apps/details?id=x', true],
    ['http://example.com/a', true],
    ['/help/prices', true],
    ['/demo/img/icon.svg', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['vbscript:msgbox', false],
    ['data:text/html,<script>1</script>', false],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['', false],
    ['relative/path', false],
  ])('%s → %s', (value, expected) => {
    expect(isSafeUrl(value)).toBe(expected);
  });

  it('returns the URL or nothing', () => {
    expect(safeUrl(' /a ')).toBe('/a');
    expect(safeUrl('javascript:x')).toBeUndefined();
    expect(safeUrl(undefined)).toBeUndefined();
  });

  it('accepts inline images for image sources only', () => {
    expect(isSafeImageUrl('data:image/svg+xml,%3Csvg%3E')).toBe(true);
    expect(isSafeImageUrl('data:image/png;base64,AAAA')).toBe(true);
    expect(isSafeImageUrl('data:text/html,<script>')).toBe(false);
    expect(isSafeImageUrl('javascript:x')).toBe(false);
    expect(isSafeUrl('data:image/png;base64,AAAA')).toBe(false);
  });
});
