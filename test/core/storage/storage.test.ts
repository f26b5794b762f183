import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookieAttributes, removeCookieEverywhere, writeCookie } from '@/core/storage/cookies';
import { createSafeStorage } from '@/core/storage/safe-storage';

afterEach(() => vi.restoreAllMocks());

describe('safe storage', () => {
  it('uses localStorage when it works', () => {
    const storage = createSafeStorage();
    storage.setItem('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(storage.persistent).toBe(true);
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
    storage.removeItem('draft');
    expect(storage.getItem('draft')).toBeNull();
  });
});

describe('cookies', () => {
  it('carries path=/, SameSite=Lax, Secure on https and the configured domain and lifetime', () => {
    expect(cookieAttributes({ days: 365, domain: '.example.pl' })).toEqual({
      path: '/',
      sameSite: 'Lax',
      secure: false,
      expires: 365,
      domain: '.example.pl',
    });
    const set = vi.spyOn(Cookies, 'set');
    writeCookie('a', '1', { days: 1 });
    expect(set).toHaveBeenCalledWith(
      'a',
      '1',
      expect.objectContaining({ path: '/', sameSite: 'Lax' }),
    );
  });

  it('removes a cookie on the host and every parent domain', () => {
    const remove = vi.spyOn(Cookies, 'remove');
    removeCookieEverywhere('_ga', 'www.shop.example.pl');
    const domains = remove.mock.calls.map(([, attrs]) => attrs?.domain).filter(Boolean);
    expect(domains).toEqual(
      expect.arrayContaining([
        'www.shop.example.pl',
        '.shop.example.pl',
        'example.pl',
        '.example.pl',
      ]),
    );
  });
});
