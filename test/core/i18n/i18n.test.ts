import { afterEach, describe, expect, it } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { acceptLanguage } from '@/core/i18n/accept-language';
import { formatPlaceholders } from '@/core/i18n/format';
import { getI18n, resetI18nForTests } from '@/core/i18n/i18n';
import { normalizeLocale } from '@/core/i18n/locales';

afterEach(() => {
  resetI18nForTests();
  resetPageConfigForTests();
  document.head.innerHTML = '';
});

describe('locales', () => {
  it.each([
    ['pl_PL', 'pl'],
    ['pl-PL', 'pl'],
    ['PL', 'pl'],
    ['en_150', 'en'],
    ['pt_PT', 'pt'],
    ['sv_SE', 'sv'],
    ['cs_CZ', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeLocale(input)).toBe(expected);
  });

  it('builds Accept-Language from the page locale', () => {
    expect(acceptLanguage('de_DE')).toBe('de-DE, de;q=0.9');
    expect(acceptLanguage('de')).toBe('de');
    expect(acceptLanguage('xx')).toBe('en');
  });

  it('formats jquery-validation placeholders', () => {
    expect(formatPlaceholders('between {0} and {1}', [2, 5])).toBe('between 2 and 5');
    expect(formatPlaceholders('at least {0}', [])).toBe('at least {0}');
  });
});

describe('getI18n', () => {
  it("loads only the page locale's namespaces, lazily", async () => {
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="pl_PL">';
    const i18n = await getI18n(['common']);
    expect(i18n.language).toBe('pl');
    expect(i18n.t('common:retry')).toBe('Spróbuj ponownie');
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
  });

  it('falls back to English for an unsupported locale and shares one instance', async () => {
    document.head.innerHTML = '<meta name="transport-widgets" data-locale="cs_CZ">';
    const first = await getI18n(['common']);
    const second = await getI18n(['common']);
    expect(second).toBe(first);
    expect(first.t('common:retry')).toBe('Try again');
  });
});
