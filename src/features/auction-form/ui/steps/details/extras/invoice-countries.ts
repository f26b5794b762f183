import { regionName } from '@/core/i18n/region-name';

/** Countries an invoice can be issued to: where the platform's customers are. */
const INVOICE_COUNTRIES = [
  'PL',
  'DE',
  'GB',
  'IE',
  'FR',
  'BE',
  'NL',
  'LU',
  'ES',
  'PT',
  'IT',
  'AT',
  'CH',
  'CZ',
  'SK',
  'HU',
  'RO',
  'BG',
  'LT',
  'LV',
  'EE',
  'DK',
  'SE',
  'NO',
  'FI',
] as const;

export interface InvoiceCountry {
  code: string;
  name: string;
}

const BY_LOCALE = new Map<string, readonly InvoiceCountry[]>();

/**
 * The invoice countries named and sorted in the page's language. Made once per locale, with one
 * collator: `localeCompare(…, locale)` builds a collator per comparison, and naming and sorting
 * them on every render cost the details screen more than any other of its parts.
 */
export function invoiceCountries(locale: string): readonly InvoiceCountry[] {
  let list = BY_LOCALE.get(locale);
  if (!list) {
    const collator = new Intl.Collator(locale);
    list = INVOICE_COUNTRIES.map((code) => ({ code, name: regionName(code, locale) })).sort(
      (a, b) => collator.compare(a.name, b.name),
    );
    BY_LOCALE.set(locale, list);
  }
  return list;
}
