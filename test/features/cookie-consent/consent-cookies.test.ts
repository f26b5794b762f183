/**
 * @vitest-environment jsdom
 * @vitest-environment-options { "url": "https://www.example.com/page" }
 */
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { cookieBarConfigSchema } from '@/features/cookie-consent/config';
import { readStoredConsent } from '@/features/cookie-consent/consent-store';
import { saveConsent } from '@/features/cookie-consent/save-consent';

/*
 * A legacy host-only `cookie_consent` and a Domain one
 * side by side. Reading must not take whichever comes first (the old grant
 * would bring marketing back after a withdrawal); saving writes the
 * configured scope and expires the other.
 */

const HOST = 'www.example.com';
const config = (cookieDomain?: string) =>
  v.parse(cookieBarConfigSchema, cookieDomain ? { cookieDomain } : {});

const consentValues = () =>
  document.cookie
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith('cookie_consent='))
    .map((part) => part.slice('cookie_consent='.length));

afterEach(() => {
  document.cookie = 'cookie_consent=; max-age=0; path=/';
  document.cookie = 'cookie_consent=; max-age=0; path=/; domain=.example.com';
  document.cookie = 'cookie_consent=; max-age=0; path=/; domain=.www.example.com';
});

describe('two cookie_consent cookies', () => {
  it('reads every copy and grants only what all of them grant', () => {
    document.cookie = 'cookie_consent=7; path=/'; // legacy host-only: everything granted
    document.cookie = 'cookie_consent=1; path=/; domain=.example.com'; // marketing withdrawn
    expect(consentValues()).toHaveLength(2);
    expect(readStoredConsent(config('.example.com'))).toBe(1);
    document.cookie = 'cookie_consent=1; path=/';
    document.cookie = 'cookie_consent=7; path=/; domain=.example.com';
    expect(readStoredConsent(config())).toBe(1);
  });

  it('saving writes the configured Domain scope and expires the host-only copy', () => {
    document.cookie = 'cookie_consent=7; path=/';
    document.cookie = 'cookie_consent=7; path=/; domain=.example.com';
    saveConsent(1, 7, config('.example.com'), HOST);
    expect(consentValues()).toEqual(['1']);
    // Removing a host-only copy leaves it: what is left is the Domain cookie.
    document.cookie = 'cookie_consent=; max-age=0; path=/';
    expect(consentValues()).toEqual(['1']);
  });

  it('saving without a configured domain writes host-only and expires the Domain copy', () => {
    document.cookie = 'cookie_consent=7; path=/';
    document.cookie = 'cookie_consent=7; path=/; domain=.example.com';
    saveConsent(1, 7, config(), HOST);
    expect(consentValues()).toEqual(['1']);
    document.cookie = 'cookie_consent=; max-age=0; path=/; domain=.example.com';
    expect(consentValues()).toEqual(['1']);
    expect(readStoredConsent(config())).toBe(1);
  });
});
