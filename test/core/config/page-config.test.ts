import { makeDsn } from '@sentry/core';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig, resetPageConfigForTests } from '@/core/config/page-config';
import { acceptLanguage } from '@/core/i18n/accept-language';

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('lang');
  resetPageConfigForTests();
});

describe('page config', () => {
  it('reads the meta tag once per page', () => {
    document.head.innerHTML =
      '<meta name="transport-widgets" data-locale="pl_PL" data-user-id="42" data-currency="PLN" data-api-timeout="5000">';
    const config = getPageConfig();
    expect(config).toMatchObject({
      locale: 'pl_PL',
      userId: '42',
      currency: 'PLN',
      apiTimeout: 5000,
    });
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="de">';
    expect(getPageConfig()).toBe(config);
  });

  it('falls back to <html lang> and defaults', () => {
    document.documentElement.setAttribute('lang', 'sv');
    expect(getPageConfig()).toMatchObject({ locale: 'sv', currency: 'EUR', apiTimeout: 15000 });
  });

  it('runs on defaults and logs a named error when the page config is invalid', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = '<meta name="transport-widgets" data-currency="euro">';
    expect(getPageConfig().currency).toBe('EUR');
    expect(spy).toHaveBeenCalledWith(expect.stringContaining('[page] invalid data-currency'));
    spy.mockRestore();
  });

  it('takes the empty values the README snippet prints as not set, keeping the rest', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = `<meta name="transport-widgets" data-locale="pl" data-routes-url="/js/routing.json"
      data-sentry-dsn="" data-release="" data-user-id="" data-csrf-token="tok-1">`;
    const config = getPageConfig();
    expect(config).toEqual({
      locale: 'pl',
      routesUrl: '/js/routing.json',
      csrfToken: 'tok-1',
      currency: 'EUR',
      apiTimeout: 15000,
    });
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('lets a bad setting cost only itself, with a readable line that does not echo it', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = `<meta name="transport-widgets" data-sentry-dsn="jan@example.com"
      data-csrf-token="tok-1" data-api-timeout="5000">`;
    expect(getPageConfig()).toMatchObject({ csrfToken: 'tok-1', apiTimeout: 5000 });
    expect(getPageConfig().sentryDsn).toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
    const line = String(spy.mock.calls[0]?.[0]);
    expect(line).toContain(
      '[page] invalid data-sentry-dsn: expected an absolute URL, found other text (attribute ignored',
    );
    expect(line).not.toMatch(/jan|example|Received/);
    spy.mockRestore();
  });

  it('takes only a Sentry DSN as one: another URL is named as such and starts no Sentry, which would print it', () => {
    // Sentry's own check of a DSN it cannot read prints the whole value with console.error, once it
    // has loaded (when the browser is idle): the page's value would reach the console unnamed.
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.head.innerHTML = `<meta name="transport-widgets"
      data-sentry-dsn="https://errors.example.com/jan" data-csrf-token="tok-1">`;
    expect(getPageConfig().sentryDsn).toBeUndefined();
    expect(spy).toHaveBeenCalledTimes(1);
    const line = String(spy.mock.calls[0]?.[0]);
    expect(line).toContain('[page] invalid data-sentry-dsn: expected a Sentry DSN');
    expect(line).not.toMatch(/jan|errors\.example/);
    spy.mockRestore();
  });

  it('takes as a DSN exactly what Sentry itself reads as one', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const value of [
      'https://0123abcd@o45.ingest.sentry.io/6789',
      'http://key@sentry.internal:9000/errors/12',
      'https://key:secret@sentry.example.com/3',
      'https://key@[::1]:9000/4',
      'https://key@sentry.example.com/12abc',
      'https://key@sentry.example.com/7?env=prod',
      'https://sentry.example.com/5',
      'https://key@sentry.example.com/',
      'https://key@sentry.example.com/project',
      'https://key@sentry.example.com/5/',
      'ftp://key@sentry.example.com/5',
      'https://ke-y@sentry.example.com/5',
      'https://key@sentry.example.com',
    ]) {
      resetPageConfigForTests();
      document.head.innerHTML = `<meta name="transport-widgets" data-sentry-dsn="${value}">`;
      const sentryReads = makeDsn(value) !== undefined;
      expect([value, getPageConfig().sentryDsn !== undefined]).toEqual([value, sentryReads]);
    }
    spy.mockRestore();
  });

  it.each([
    ['a DSN', 'https://0123abcd@o45.ingest.sentry.io/6789'],
    ['a self-hosted DSN with a path and a port', 'http://key@sentry.internal:9000/errors/12'],
  ])('keeps %s', (_name, dsn) => {
    document.head.innerHTML = `<meta name="transport-widgets" data-sentry-dsn="${dsn}">`;
    expect(getPageConfig().sentryDsn).toBe(dsn);
  });

  it.each([
    ['a control character', 'pl\u0001'],
    ['a line break', 'pl-PL\n'],
    ['a letter outside Latin-1', 'pl-\u0142'],
    ['markup', '<b>pl</b>'],
    ['a sentence', 'Polish please'],
  ])('ignores an <html lang> with %s, names it and keeps every request sendable', (_name, lang) => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.setAttribute('lang', lang);
    const { locale } = getPageConfig();
    expect(locale).toBeUndefined();
    expect(() => new Headers({ 'Accept-Language': acceptLanguage(locale) })).not.toThrow();
    expect(spy).toHaveBeenCalledTimes(1);
    const line = String(spy.mock.calls[0]?.[0]);
    expect(line).toContain(
      '[page] invalid <html lang>: expected a locale such as pl_PL or pl, found other text (attribute ignored',
    );
    expect(line).not.toContain(lang.trim());
    spy.mockRestore();
  });

  it('takes an empty <html lang> as not set, without a word', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.documentElement.setAttribute('lang', ' ');
    expect(getPageConfig().locale).toBeUndefined();
    expect(spy).not.toHaveBeenCalled();
    spy.mockRestore();
  });

  it('gives every request an Accept-Language a browser sends, whatever <html lang> holds', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 12 }),
          // A product locale's tag with anything after it: what reaches the header as it is.
          fc
            .tuple(
              fc.constantFrom('pl', 'de', 'pt', 'en'),
              fc.constantFrom('-', '_'),
              fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }),
            )
            .map((parts) => parts.join('')),
        ),
        (lang) => {
          resetPageConfigForTests();
          document.documentElement.setAttribute('lang', lang);
          const header = acceptLanguage(getPageConfig().locale);
          // Visible ASCII only: what fetch and XMLHttpRequest accept in a header everywhere.
          return /^[\x20-\x7e]+$/.test(header);
        },
      ),
      { numRuns: 500 },
    );
    spy.mockRestore();
  });
});
