import { describe, expect, it } from 'vitest';
import { isSafeUrl, safeUrl } from '../../../src/core/config/safe-url';

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
});
