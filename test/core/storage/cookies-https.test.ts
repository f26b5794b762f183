/**
 * @vitest-environment jsdom
 * @vitest-environment-options { "url": "https://www.example.com/page" }
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { removeCookieEverywhere, widgetCookies, writeCookie } from '@/core/storage/cookies';

afterEach(() => vi.restoreAllMocks());

describe('cookies on an https page', () => {
  it('every write and removal carries Secure, from the one js-cookie instance', () => {
    expect(widgetCookies.attributes).toEqual({ path: '/', sameSite: 'Lax', secure: true });
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('cookie_consent', '7', { days: 365 });
    removeCookieEverywhere('_ga', 'www.example.com');
    const written = set.mock.calls.map(([text]) => String(text));
    expect(written.length).toBeGreaterThan(1);
    expect(written.every((text) => /; path=\/; sameSite=Lax; secure(;|$)/.test(text))).toBe(true);
  });
});
