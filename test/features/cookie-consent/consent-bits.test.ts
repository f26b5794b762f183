// @vitest-environment node
import fc from 'fast-check';
import * as v from 'valibot';
import { cookieBarConfigSchema } from '@/features/cookie-consent/config';
import {
  ALL,
  consentModeFor,
  effectiveBits,
  isPolishHost,
  normalizeBits,
  parseStoredBits,
  SPEC_DEFAULT_SELECTION,
  toggleCategory,
  valueForChoice,
} from '@/features/cookie-consent/consent-bits';

describe('the consent bitmask', () => {
  it('has analytics 1, marketing 2, the third bit 4, all 7', () => {
    expect(ALL).toBe(7);
    expect(SPEC_DEFAULT_SELECTION).toBe(1);
  });

  it('grants the third bit whenever marketing is granted', () => {
    expect(normalizeBits(2)).toBe(6);
    expect(normalizeBits(3)).toBe(7);
    expect(normalizeBits(1)).toBe(1);
    expect(normalizeBits(4)).toBe(4);
    expect(toggleCategory(1, 'marketing', true)).toBe(7);
    expect(toggleCategory(7, 'marketing', false)).toBe(1);
    expect(toggleCategory(7, 'analytics', false)).toBe(6);
  });

  it('treats anything outside 0..7 as nothing granted', () => {
    for (const bad of [-1, 8, 1.5, Number.NaN]) expect(normalizeBits(bad)).toBe(0);
  });

  it('reads only a plain digit 0..7 from the cookie', () => {
    expect(parseStoredBits('7')).toBe(7);
    expect(parseStoredBits('0')).toBe(0);
    expect(parseStoredBits('2')).toBe(6);
    for (const bad of [undefined, null, '', '8', 'true', '1;', '01', 'abc'])
      expect(parseStoredBits(bad)).toBeNull();
  });
});

describe('the value each button stores', () => {
  const host = 'www.example.com';
  const defaultSelection = v.parse(cookieBarConfigSchema, {}).defaultConsent;

  it('"Accept all" stores 7', () => {
    expect(valueForChoice('acceptAll', defaultSelection, host)).toBe(7);
    expect(valueForChoice('acceptAll', 0, host)).toBe(7);
  });

  it('"Necessary only" stores the current selection, analytics (1) by default', () => {
    expect(defaultSelection).toBe(1);
    expect(valueForChoice('necessaryOnly', defaultSelection, host)).toBe(1);
    expect(valueForChoice('necessaryOnly', 0, host)).toBe(0);
    expect(valueForChoice('necessaryOnly', 7, host)).toBe(7);
  });

  it('"Save" stores the toggles as they are', () => {
    expect(valueForChoice('save', 6, host)).toBe(6);
    expect(valueForChoice('save', 2, host)).toBe(6);
  });

  it('with the stricter default (0), "Necessary only" stores 0', () => {
    const strict = v.parse(cookieBarConfigSchema, { defaultConsent: 0 }).defaultConsent;
    expect(valueForChoice('necessaryOnly', strict, host)).toBe(0);
  });

  it('stores only values 0..7, analytics-free only off .pl', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('acceptAll', 'necessaryOnly', 'save' as const),
        fc.integer({ min: 0, max: 7 }),
        fc.boolean(),
        (choice, selection, pl) => {
          const value = valueForChoice(choice, selection, pl ? 'transport.pl' : 'transport.de');
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(7);
          if (value & 2) expect(value & 4).toBe(4);
          if (pl) expect(value & 1).toBe(1);
        },
      ),
    );
  });
});

describe('the .pl rule', () => {
  it('recognises hosts ending in .pl only', () => {
    expect(isPolishHost('www.transport.pl')).toBe(true);
    expect(isPolishHost('transport.pl.')).toBe(true);
    expect(isPolishHost('TRANSPORT.PL')).toBe(true);
    expect(isPolishHost('transport.de')).toBe(false);
    expect(isPolishHost('pl.transport.com')).toBe(false);
    expect(isPolishHost('transportpl')).toBe(false);
    expect(isPolishHost('localhost')).toBe(false);
  });

  it('always counts analytics as consented on a .pl host', () => {
    expect(effectiveBits(0, 'www.transport.pl')).toBe(1);
    expect(effectiveBits(6, 'www.transport.pl')).toBe(7);
    expect(effectiveBits(0, 'www.transport.de')).toBe(0);
    expect(valueForChoice('necessaryOnly', 0, 'www.transport.pl')).toBe(1);
  });
});

describe('Consent Mode v2 mapping', () => {
  const g = 'granted';
  const d = 'denied';
  it.each([
    [0, d, d, d, d],
    [1, g, d, d, d],
    [2, d, g, g, d],
    [3, g, g, g, d],
    [4, d, d, d, g],
    [5, g, d, d, g],
    [6, d, g, g, g],
    [7, g, g, g, g],
  ])(
    '%i → analytics %s, ad_storage %s, ad_user_data %s, ad_personalization %s',
    (bits, analytics, ads, userData, personalization) => {
      expect(consentModeFor(bits)).toEqual({
        analytics_storage: analytics,
        ad_storage: ads,
        ad_user_data: userData,
        ad_personalization: personalization,
      });
    },
  );
});
