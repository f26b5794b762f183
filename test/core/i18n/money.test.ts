// @vitest-environment node
import { currencySymbol, formatMoney } from '@/core/i18n/money';

// Intl puts a narrow or plain no-break space in some locales; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it.each([
    [1850, 'EUR', 'en', '€1,850'],
    [1850, 'PLN', 'pl', '1850 zł'],
    [12850, 'PLN', 'pl', '12 850 zł'],
    [1849.6, 'EUR', 'de', '1.850 €'],
    [99.4, 'GBP', 'en', '£99'],
  ])('%d %s in %s → %s (whole units)', (value, currency, locale, shown) => {
    expect(plain(formatMoney(value, currency, locale))).toBe(shown);
  });
});

describe('currencySymbol', () => {
  it.each([
    ['EUR', 'en', '€'],
    ['PLN', 'pl', 'zł'],
    ['GBP', 'en', '£'],
    ['SEK', 'sv', 'kr'],
  ])('%s in %s → %s', (currency, locale, symbol) => {
    expect(currencySymbol(currency, locale)).toBe(symbol);
  });
});
