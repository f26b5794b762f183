// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { regionName } from '@/core/i18n/region-name';

describe('regionName', () => {
  it.each([
    ['PL', 'de', 'Polen'],
    ['PL', 'pl', 'Polska'],
    ['SE', 'sv', 'Sverige'],
    ['DE', 'fr', 'Allemagne'],
    // What Intl cannot name stays the code.
    ['PL', 'not a locale!', 'PL'],
    ['??', 'en', '??'],
  ])('%s in %s is %s', (code, locale, name) => {
    expect(regionName(code, locale)).toBe(name);
  });
});
