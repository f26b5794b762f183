import { afterEach, describe, expect, it, vi } from 'vitest';
import { readAllCookies, readCookie } from '@/core/storage/cookie-read';
import { removeCookieEverywhere, widgetCookies, writeCookie } from '@/core/storage/cookies';
import { createSafeStorage } from '@/core/storage/safe-storage';

afterEach(() => vi.restoreAllMocks());

describe('safe storage', () => {
  it('uses localStorage when it works', () => {
    const storage = createSafeStorage();
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.persistent).toBe(true);
  });

  it('tells whether a key holds a value without reading it', () => {
    const storage = createSafeStorage();
    window.localStorage.setItem('draft', '{"_owner":"42"}');
    const read = vi.spyOn(Storage.prototype, 'getItem');
    expect(storage.hasItem('draft')).toBe(true);
    expect(storage.hasItem('none')).toBe(false);
    // A key named as one of Storage's own methods is a stored value only when stored.
    expect(storage.hasItem('getItem')).toBe(false);
    expect(read).not.toHaveBeenCalled();
    window.localStorage.removeItem('draft');
    expect(storage.hasItem('draft')).toBe(false);
  });

  it('degrades to memory when storage is unavailable', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    storage.setItem('k', 'v');
    expect(storage.getItem('k')).toBe('v');
    expect(storage.persistent).toBe(false);
  });

  it('keeps the value in memory when the quota is exceeded, and never throws', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    } as unknown as Storage;
    const storage = createSafeStorage(() => full);
    expect(() => storage.setItem('draft', 'x'.repeat(100))).not.toThrow();
    expect(storage.getItem('draft')).toHaveLength(100);
    expect(storage.hasItem('draft')).toBe(true);
    storage.removeItem('draft');
    expect(storage.getItem('draft')).toBeNull();
  });
});

describe('cookies', () => {
  it('writes through one js-cookie instance carrying path=/, SameSite=Lax (Secure on https only), and the configured domain and lifetime', () => {
    expect(widgetCookies.attributes).toEqual({ path: '/', sameSite: 'Lax', secure: false });
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('a', '1', { days: 1 });
    writeCookie('b', '2', { days: 365, domain: '.example.pl' });
    expect(set).toHaveBeenCalledTimes(2);
    const written = String(set.mock.calls[0]?.[0]);
    expect(written).toMatch(/^a=1; path=\/; sameSite=Lax; expires=[^;]+ GMT$/);
    expect(String(set.mock.calls[1]?.[0])).toMatch(
      /^b=2; path=\/; sameSite=Lax; expires=[^;]+ GMT; domain=\.example\.pl$/,
    );
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    expect(Math.abs(expires - (Date.now() + 86_400_000))).toBeLessThan(5000);
    set.mockRestore();
    expect(readCookie('a')).toBe('1');
  });

  it('encodes names and values, and reads them back', () => {
    writeCookie('tw-id', 'spring; sale=1 ż');
    expect(readCookie('tw-id')).toBe('spring; sale=1 ż');
    expect(readAllCookies('tw-id')).toEqual(['spring; sale=1 ż']);
    removeCookieEverywhere('tw-id', 'localhost');
    expect(readCookie('tw-id')).toBeUndefined();
  });

  it('removes a cookie on the host and every parent domain', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    removeCookieEverywhere('_ga', 'www.shop.example.pl');
    const written = set.mock.calls.map(([text]) => String(text));
    set.mockRestore();
    expect(written.every((text) => /^_ga=; path=\/; .*expires=[^;]+ GMT/.test(text))).toBe(true);
    expect(
      written.every((text) => Date.parse(/expires=([^;]+)/.exec(text)?.[1] ?? '') < Date.now()),
    ).toBe(true);
    const domains = written.map((text) => /domain=([^;]+)/.exec(text)?.[1]).filter(Boolean);
    expect(domains).toEqual(
      expect.arrayContaining([
        'www.shop.example.pl',
        '.shop.example.pl',
        'example.pl',
        '.example.pl',
      ]),
    );
    expect(written.some((text) => !text.includes('domain='))).toBe(true);
  });
});
