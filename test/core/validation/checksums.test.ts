// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isValidNip,
  isValidRegon,
  regonChecksum,
  taxNumberChecksum,
} from '@/core/validation/checksums';

describe('NIP checksum (weights 6 5 7 2 3 4 5 6 7, mod 11)', () => {
  it.each([
    ['5260250274', true],
    ['7740001454', true],
    ['1234563218', true],
    ['5260250275', false], // wrong check digit
    ['1234567890', false], // remainder 10 is never issued
    ['526025027', false],
    ['52602502744', false],
  ])('%s → %s', (digits, expected) => {
    expect(isValidNip(digits)).toBe(expected);
  });

  it.each<[string, string | true, boolean]>([
    ['', 'PL', true],
    ['PL5260250274', 'PL', true],
    ['5260250274', true, true],
    ['5260250275', 'PL', false],
    ['PL5260250275', true, false],
    ['526-025-02-74', 'PL', false],
    ['5260250275', 'DE', true], // not a Polish company: not checked
  ])('taxNumberChecksum(%j, %j) → %s', (value, country, expected) => {
    expect(taxNumberChecksum(value, country)).toBe(expected);
  });
});

describe('REGON checksum (weights 8 9 2 3 4 5 6 7, mod 11, 10 counts as 0)', () => {
  it.each([
    ['123456785', true],
    ['192598184', true],
    ['100000050', true], // remainder 10 → check digit 0
    ['123456784', false],
    ['012345678', false],
    ['12345678', false],
  ])('%s → %s', (digits, expected) => {
    expect(isValidRegon(digits)).toBe(expected);
  });

  it('passes an empty optional field and refuses junk', () => {
    expect(regonChecksum('')).toBe(true);
    expect(regonChecksum('123 456 785')).toBe(false);
  });
});
