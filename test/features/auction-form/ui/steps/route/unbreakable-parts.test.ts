// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { unbreakableParts } from '@/features/auction-form/ui/steps/route/unbreakable-parts';

describe('unbreakableParts', () => {
  it.each([
    ['no postcode', 'Berlin, Germany', [{ text: 'Berlin, Germany', whole: false }]],
    [
      'a Polish postcode',
      'ul. Marszałkowska 1, 00-950 Warszawa',
      [
        { text: 'ul. Marszałkowska 1, ', whole: false },
        { text: '00-950', whole: true },
        { text: ' Warszawa', whole: false },
      ],
    ],
    [
      'a Portuguese postcode at the end',
      'Rua Augusta, Lisboa 1100-053',
      [
        { text: 'Rua Augusta, Lisboa ', whole: false },
        { text: '1100-053', whole: true },
      ],
    ],
    [
      'a house-number range and a postcode',
      '12-14 Main St, 00-001',
      [
        { text: '12-14', whole: true },
        { text: ' Main St, ', whole: false },
        { text: '00-001', whole: true },
      ],
    ],
    [
      'a hyphenated name is left free to wrap',
      'Bielsko-Biała',
      [{ text: 'Bielsko-Biała', whole: false }],
    ],
    ['empty', '', []],
  ])('%s', (_name, text, parts) => {
    expect(unbreakableParts(text)).toEqual(parts);
    expect(
      unbreakableParts(text)
        .map((p) => p.text)
        .join(''),
    ).toBe(text);
  });
});
