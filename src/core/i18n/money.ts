/** An amount in whole units of the currency, in the page's locale ("1 850 zł", "€1,850"): estimates and set prices. */
export const formatMoney = (value: number, currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(
    value,
  );

/** The currency's sign as the locale writes it ("zł", "€"), for a price field's unit; the code when Intl has none. */
export const currencySymbol = (currency: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency })
    .formatToParts(0)
    .find((p) => p.type === 'currency')?.value ?? currency;
